import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFailure, recordSuccess, redisThrottleStore, retryAfterSeconds, throttleKeys } from './throttle.js';

// The machine's Redis (CI leaves it running on the standard port); TEST_REDIS_URL points elsewhere.
const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
const prefix = `stride-test-${randomBytes(4).toString('hex')}:`;

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('login throttle on a real Redis', () => {
  it('locks an account after the free tries, with a lock key Redis expires, and clears it on success', async () => {
    const store = redisThrottleStore(redis, prefix);
    const keys = throttleKeys('198.51.100.7', 'redis-user@example.com');
    const now = new Date();
    for (let i = 0; i < 4; i += 1) await recordFailure(store, keys, now);
    expect(await retryAfterSeconds(store, keys, now)).toBe(0);

    await recordFailure(store, keys, now);
    const wait = await retryAfterSeconds(store, keys, now);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    const lockTtl = await redis.pttl(`${prefix}lock:${keys.pair}`);
    expect(lockTtl).toBeGreaterThan(55_000);
    expect(await redis.pttl(`${prefix}n:${keys.pair}`)).toBeGreaterThan(lockTtl);

    await recordSuccess(store, keys);
    expect(await retryAfterSeconds(store, keys, now)).toBe(0);
    expect(await redis.exists(`${prefix}lock:${keys.pair}`, `${prefix}n:${keys.pair}`, `${prefix}n:${keys.account}`)).toBe(0);
  });

  it('shares the count between two connections, as between two API instances', async () => {
    const other = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    try {
      const a = redisThrottleStore(redis, prefix);
      const b = redisThrottleStore(other, prefix);
      const keys = throttleKeys('198.51.100.8', 'shared@example.com');
      const now = new Date();
      for (let i = 0; i < 3; i += 1) await recordFailure(a, keys, now);
      await recordFailure(b, keys, now);
      await recordFailure(b, keys, now);
      expect(await retryAfterSeconds(a, keys, now)).toBeGreaterThanOrEqual(59);
    } finally {
      await other.quit();
    }
  });
});
