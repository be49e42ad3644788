import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horses } from '../db/schema/index.js';
import { anonymousHeaders } from '../test/auth.js';
import { type RedisInstances, testRedisPrefix, twoInstancesOnRedis } from '../test/redis-instances.js';
import { buildHorse, buildSyndicate } from '../test/factories.js';
import { CONTENT_VERSION_HEADER } from '../plugins/public-cache.js';
import { createRedisResponseCache } from './response-cache.js';

const prefix = testRedisPrefix('rc');

describe('response cache shared in Redis by two API instances', () => {
  let instances: RedisInstances;

  beforeAll(async () => {
    instances = await twoInstancesOnRedis(prefix, (redis) => ({
      responseCache: createRedisResponseCache(redis, { prefix }),
    }));
  });

  afterAll(async () => {
    await instances.close();
  });

  it('stores on one instance, serves from the other, and a change announced on one invalidates both', async () => {
    const [a, b] = instances.apps;
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
