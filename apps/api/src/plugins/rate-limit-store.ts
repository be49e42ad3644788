/**
 * Rate-limit counters that survive a Redis outage (decision 023). With Redis up, every API instance
 * shares one counter per client (a Lua INCR with a millisecond TTL, as @fastify/rate-limit's own Redis
 * store does); while Redis is away — reconnecting, or a command fails — the same request is counted in
 * this process's memory instead, so limits still hold per instance and no request fails because the
 * accelerator is gone.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { isRedisAway } from '../lib/infrastructure-errors.js';

const INCR_WITH_TTL = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type Incr = Parameters<FastifyRateLimitStore['incr']>;
type Callback = Incr[1];

interface Window {
  count: number;
  resetAt: number;
}

/** Per-process counters: the fallback, also usable alone. Bounded so a flood of keys cannot grow it. */
export class MemoryCounters {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly maxKeys = 10_000) {}

  /** Counts one hit of `key` in a window of `windowMs`; returns the count and the ms left. */
  hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  /** The hits of `key` counted in its live window (0 when none), without counting one. */
  count(key: string): number {
    const window = this.windows.get(key);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: drop the oldest entries (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

interface RedisWithRateLimit extends Redis {
  strideRateLimit(key: string, windowMs: number): Promise<[number, number]>;
}

export interface ResilientStoreOptions {
  redis: Redis;
  /** Key prefix of this deployment's counters. */
  prefix: string;
  /** Told once each time counting moves to memory (logging, metrics). */
  onFallback?: (error: unknown) => void;
}

type CreateStore = (prefix: string, timeWindow: number) => FastifyRateLimitStore;

/**
 * A route's own store (@fastify/rate-limit's `child`): its counters are keyed by method and URL after the
 * parent's prefix, and its window is the route's own when it sets one. The Redis and the memory stores
 * derive keys this one way, so the public fast path counts under the keys the limiter reads.
 */
function routeStore(routeOptions: unknown, prefix: string, timeWindow: number, create: CreateStore) {
  const route = routeOptions as { routeInfo?: { method?: string; url?: string }; timeWindow?: unknown };
  const routeWindow = typeof route.timeWindow === 'number' ? route.timeWindow : timeWindow;
  return create(`${prefix}${route.routeInfo?.method ?? ''}${route.routeInfo?.url ?? ''}-`, routeWindow);
}

/** The class @fastify/rate-limit instantiates with its global options; it answers the store `create` builds. */
function storeClass(prefix: string, create: CreateStore): FastifyRateLimitStoreCtor {
  return class RateLimitStore {
    constructor(global: { timeWindow?: unknown }) {
      const timeWindow = typeof global.timeWindow === 'number' ? global.timeWindow : 60_000;
      return create(prefix, timeWindow) as RateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/** A store class for @fastify/rate-limit's `store` option: Redis when ready, process memory otherwise. */
export function resilientRateLimitStore(options: ResilientStoreOptions): FastifyRateLimitStoreCtor {
  const redis = options.redis as RedisWithRateLimit;
  if (typeof redis.strideRateLimit !== 'function') {
    redis.defineCommand('strideRateLimit', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  }
  const memory = new MemoryCounters();
  let fallingBack = false;

  const create = (prefix: string, timeWindow: number): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, windowMs?: unknown) {
      const ms = typeof windowMs === 'number' ? windowMs : timeWindow;
      const local = (error: unknown) => {
        if (!fallingBack) options.onFallback?.(error);
        fallingBack = true;
        callback(null, memory.hit(`${prefix}${key}`, ms));
      };
      // Not connected: do not queue behind reconnection attempts, count here at once.
      if (isRedisAway(redis)) return local(new Error(`Redis ${redis.status}`));
      redis.strideRateLimit(`${prefix}${key}`, ms).then(([current, ttl]) => {
        fallingBack = false;
        callback(null, { current, ttl });
      }, local);
    },
    child: (routeOptions) => routeStore(routeOptions, prefix, timeWindow, create),
  });

  return storeClass(options.prefix, create);
}

/**
 * A store class for @fastify/rate-limit counting in `counters` (this process): the limiter without Redis,
 * sharing its counters with the public fast path (plugins/public-fast-path.ts), which counts its answers
 * under the same keys — so a client's cached reads and other requests use up one budget, as before.
 */
export function memoryRateLimitStore(counters: MemoryCounters): FastifyRateLimitStoreCtor {
  const create = (prefix: string, timeWindow: number): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, windowMs?: unknown) {
      callback(null, counters.hit(`${prefix}${key}`, typeof windowMs === 'number' ? windowMs : timeWindow));
    },
    child: (routeOptions) => routeStore(routeOptions, prefix, timeWindow, create),
  });
  return storeClass('', create);
}
