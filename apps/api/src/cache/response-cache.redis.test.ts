import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { horses } from '../db/schema/index.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { anonymousHeaders } from '../test/auth.js';
import { getTestDb } from '../test/db.js';
import { buildHorse, buildSyndicate } from '../test/factories.js';
import { CONTENT_VERSION_HEADER } from '../plugins/public-cache.js';
import { createRedisResponseCache } from './response-cache.js';

// The machine's Redis (CI leaves it running on the standard port); TEST_REDIS_URL points elsewhere.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `stride-test-rc-${randomBytes(4).toString('hex')}:`;

describe('response cache shared in Redis by two API instances', () => {
  const connections: Redis[] = [];
  const apps: FastifyInstance[] = [];
  let storageDir: string;

  beforeAll(async () => {
    const db = await getTestDb();
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', RATE_LIMIT_PER_MINUTE: '100000' });
    storageDir = mkdtempSync(path.join(tmpdir(), 'stride-storage-'));
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      connections.push(redis);
      const app = await buildApp({
        db,
        env,
        storage: createLocalStorage(storageDir),
        responseCache: createRedisResponseCache(redis, { prefix }),
        logger: false,
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await connections[0]!.keys(`${prefix}*`);
    if (keys.length) await connections[0]!.del(...keys);
    for (const redis of connections) await redis.quit();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('stores on one instance, serves from the other, and a change announced on one invalidates both', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { db } = { db: a.db };
    const syndicate = await buildSyndicate(db, { name: 'Two Stables Racing' });
    const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'Shared Answer' });
    const url = `/api/horses/${horse.id}`;

    const fromA = await a.inject({ method: 'GET', url, headers: await anonymousHeaders(a) });
    expect(fromA.headers['x-cache']).toBe('MISS');
    const fromB = await b.inject({ method: 'GET', url, headers: await anonymousHeaders(b) });
    expect(fromB.headers['x-cache']).toBe('HIT');
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect(fromB.headers[CONTENT_VERSION_HEADER]).toBe(fromA.headers[CONTENT_VERSION_HEADER]);

    // 304 on the other instance for the ETag the first one handed out.
    const revalidated = await b.inject({
      method: 'GET',
      url,
      headers: { ...(await anonymousHeaders(b)), 'if-none-match': fromA.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    await db.update(horses).set({ name: 'Changed On A' }).where(eq(horses.id, horse.id));
    a.events.emit('horse.updated', { horseId: horse.id, syndicateId: syndicate.id });
    await a.events.drain();

    const afterOnB = await b.inject({ method: 'GET', url, headers: await anonymousHeaders(b) });
    expect(afterOnB.headers['x-cache']).toBe('MISS');
    expect(afterOnB.json<{ name: string }>().name).toBe('Changed On A');
    expect(afterOnB.headers[CONTENT_VERSION_HEADER]).not.toBe(fromA.headers[CONTENT_VERSION_HEADER]);
    const afterOnA = await a.inject({ method: 'GET', url, headers: await anonymousHeaders(a) });
    expect(afterOnA.headers['x-cache']).toBe('HIT');
    expect(afterOnA.json<{ name: string }>().name).toBe('Changed On A');
  });

  it('treats an unreachable Redis as a miss, never as an error', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    broken.on('error', () => {});
    const errors: unknown[] = [];
    const cache = createRedisResponseCache(broken, { prefix, onError: (error) => errors.push(error) });
    const lookup = await cache.lookup('GET /api/horses', ['horses']);
    expect(lookup.hit).toBeNull();
    await cache.store(
      'GET /api/horses',
      lookup.versions,
      { status: 200, contentType: 'application/json', etag: '"x"', body: '{}' },
      60,
    );
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });
});
