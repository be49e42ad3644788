/**
 * The feed cache's versions shared in Redis by two API instances (decision 030): a page cached on one
 * instance is not served after a write answered by the other — as soon as the write's answer arrives,
 * without waiting for anything else — and an unreachable Redis bypasses the cache instead of failing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postListSchema, type Post } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { User } from '../db/schema/index.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { loginAs } from '../test/auth.js';
import { getTestDb } from '../test/db.js';
import { buildPost, buildSyndicate, buildSyndicateUser } from '../test/factories.js';
import { createFeedCache, createRedisFeedVersions } from './feed-cache.js';

// The machine's Redis (CI leaves it running on the standard port); TEST_REDIS_URL points elsewhere.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `stride-test-feed-${randomBytes(4).toString('hex')}:`;

describe('feed cache versions shared in Redis by two API instances', () => {
  const connections: Redis[] = [];
  const apps: FastifyInstance[] = [];
  let storageDir: string;
  let reader: User;
  let other: User;
  let postId: number;

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
        feedCache: createFeedCache(createRedisFeedVersions(redis, { prefix })),
        logger: false,
      });
      await app.ready();
      apps.push(app);
    }
    const syndicate = await buildSyndicate(db);
    ({ user: reader } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
    ({ user: other } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
    postId = (await buildPost(db, { syndicateId: syndicate.id })).id;
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await connections[0]!.keys(`${prefix}*`);
    if (keys.length) await connections[0]!.del(...keys);
    for (const redis of connections) await redis.quit();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function read(app: FastifyInstance, user: User): Promise<{ post: Post; cache: string }> {
    const res = await app.inject({ method: 'GET', url: '/api/updates', headers: await loginAs(app, user) });
    expect(res.statusCode).toBe(200);
    const post = postListSchema.parse(res.json()).data.find((p) => p.id === postId)!;
    return { post, cache: String(res.headers['x-cache']) };
  }

  it('drops on one instance what a write answered by the other changed', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect((await read(a, reader)).cache).toBe('MISS');
    expect((await read(a, reader)).cache).toBe('HIT');
    await read(a, other);

    // The like is answered by B; A's next read (no drain, no wait) is fresh for both readers.
    const liked = await b.inject({
      method: 'PUT',
      url: `/api/updates/${postId}/like`,
      headers: await loginAs(b, reader),
    });
    expect(liked.statusCode).toBe(200);
    const afterLike = await read(a, reader);
    expect(afterLike).toMatchObject({ cache: 'MISS', post: { isLiked: true, likesCount: 1 } });
    expect((await read(a, other)).post).toMatchObject({ isLiked: false, likesCount: 1 });

    // A read flag set through B: the reader's entry on A goes, the other reader's stays.
    expect((await read(a, reader)).cache).toBe('HIT');
    const viewed = await b.inject({
      method: 'PUT',
      url: `/api/updates/${postId}/view`,
      headers: await loginAs(b, reader),
    });
    expect(viewed.statusCode).toBe(200);
    expect(await read(a, reader)).toMatchObject({ cache: 'MISS', post: { isViewed: true } });
    expect(await read(a, other)).toMatchObject({ cache: 'HIT', post: { isViewed: false } });
  });

  it('bypasses the cache while Redis is unreachable, and answers from the database', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    broken.on('error', () => {});
    const errors: unknown[] = [];
    const cache = createFeedCache(createRedisFeedVersions(broken, { prefix, onError: (e) => errors.push(e) }));
    const lookup = await cache.lookup(`${reader.id}|page`, reader.id);
    expect(lookup.hit).toBeNull();
    expect(await lookup.stampFor([1])).toBeNull();
    await cache.versions.bump(['s:1']);
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });
});
