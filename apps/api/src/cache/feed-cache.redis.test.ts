/**
 * The feed cache's versions shared in Redis by two API instances (decision 030): a page cached on one
 * instance is not served after a write answered by the other — as soon as the write's answer arrives,
 * without waiting for anything else — and an unreachable Redis bypasses the cache instead of failing.
 */
import { postListSchema, type Post } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../db/schema/index.js';
import { loginAs } from '../test/auth.js';
import { getTestDb } from '../test/db.js';
import { type RedisInstances, testRedisPrefix, twoInstancesOnRedis } from '../test/redis-instances.js';
import { buildPost, buildSyndicate, buildSyndicateUser } from '../test/factories.js';
import { createFeedCache, createRedisFeedVersions } from './feed-cache.js';

const prefix = testRedisPrefix('feed');

describe('feed cache versions shared in Redis by two API instances', () => {
  let instances: RedisInstances;
  let reader: User;
  let other: User;
  let postId: number;

  beforeAll(async () => {
    instances = await twoInstancesOnRedis(prefix, (redis) => ({
      feedCache: createFeedCache(createRedisFeedVersions(redis, { prefix })),
    }));
    const db = await getTestDb();
    const syndicate = await buildSyndicate(db);
    ({ user: reader } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
    ({ user: other } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
    postId = (await buildPost(db, { syndicateId: syndicate.id })).id;
  });

  afterAll(async () => {
    await instances.close();
  });

  async function read(app: FastifyInstance, user: User): Promise<{ post: Post; cache: string }> {
    const res = await app.inject({ method: 'GET', url: '/api/updates', headers: await loginAs(app, user) });
    expect(res.statusCode).toBe(200);
    const post = postListSchema.parse(res.json()).data.find((p) => p.id === postId)!;
    return { post, cache: String(res.headers['x-cache']) };
  }

  it('drops on one instance what a write answered by the other changed', async () => {
    const [a, b] = instances.apps;
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
    const cache = createFeedCache(
      createRedisFeedVersions(broken, { prefix, onError: (e) => errors.push(e) }),
    );
    const lookup = await cache.lookup(`${reader.id}|page`, reader.id);
    expect(lookup.hit).toBeNull();
    expect(await lookup.stampFor([1])).toBeNull();
    await cache.versions.bump(['s:1']);
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });
});
