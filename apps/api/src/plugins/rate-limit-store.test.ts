import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MemoryCounters, resilientRateLimitStore } from './rate-limit-store.js';

/** A Redis client as ioredis looks while reconnecting: every command would wait, so none may be sent. */
function awayRedis(): { redis: Redis; sent: string[] } {
  const sent: string[] = [];
  const redis = {
    status: 'reconnecting',
    defineCommand: () => undefined,
    strideRateLimit: (key: string) => {
      sent.push(key);
      return Promise.reject(new Error('should not be called'));
    },
  } as unknown as Redis;
  return { redis, sent };
}

type Result = { current: number; ttl: number };
// @fastify/rate-limit calls incr(key, callback, timeWindow, max); its type declares only the first two.
type Incr = (key: string, callback: (error: Error | null, result?: Result) => void, windowMs: number) => void;

const incr = (store: FastifyRateLimitStore, key: string) =>
  new Promise<Result>((resolve, reject) =>
    (store.incr as Incr)(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
  );

describe('rate limits while Redis is away', () => {
  it('counts in this process without touching Redis, and tells once that it fell back', async () => {
    const { redis, sent } = awayRedis();
    const fallbacks: unknown[] = [];
    const Store = resilientRateLimitStore({ redis, prefix: 'p:', onFallback: (e) => fallbacks.push(e) });
    const store = new Store({ timeWindow: 60_000 } satisfies FastifyRateLimitOptions);
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await incr(store, '10.0.0.1')).current);
    expect(counts).toEqual([1, 2, 3]);
    expect((await incr(store, '10.0.0.2')).current).toBe(1);
    expect(sent).toEqual([]);
    expect(fallbacks).toHaveLength(1);
  });

  it('keeps per-process windows bounded', () => {
    const counters = new MemoryCounters(2);
    counters.hit('a', 60_000);
    counters.hit('b', 60_000);
    counters.hit('c', 60_000);
    expect(counters.hit('c', 60_000).current).toBe(2);
    expect(counters.hit('a', 60_000).current).toBe(1);
  });
});
