/**
 * Sign-in throttling after Ghost's brute-force protection, shaped so it cannot be turned against a
 * victim (issue 14 case 12, decision 020): locks are per IP and per account+IP pair — a few failures are
 * free, then every further failure doubles the lock-out — while failures on an account from anywhere
 * only slow its sign-ins down (bounded), never lock the right password out. State lives where every API
 * instance sees it: the database (always available) or Redis when REDIS_URL is set.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { loginThrottle } from '../db/schema/index.js';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock-out. */
  freeTries: number;
  /** Length of the first lock-out; each further failure doubles it… */
  minWaitMs: number;
  /** …up to this. */
  maxWaitMs: number;
  /** Failures older than this (and not locked) are forgotten. */
  lifetimeMs: number;
}

const MINUTE = 60_000;

/** Per account and IP pair: Ghost's 4 free tries, then 1, 2, 4 … minutes up to a day. */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeTries: 4, minWaitMs: MINUTE, maxWaitMs: 24 * 60 * MINUTE, lifetimeMs: 60 * MINUTE };
/**
 * Per account from every IP: never a lock, only a delay before the answer — none for 10 failures, then
 * 0.5 s doubling up to 8 s — so a distributed guess costs time and the owner still signs in.
 */
export const ACCOUNT_SLOWDOWN = { freeTries: 10, minDelayMs: 500, maxDelayMs: 8_000, lifetimeMs: 60 * MINUTE };
/** Per IP: more generous (offices and mobile carriers share addresses), same back-off. */
export const IP_POLICY: ThrottlePolicy = { freeTries: 20, minWaitMs: MINUTE, maxWaitMs: 24 * 60 * MINUTE, lifetimeMs: 60 * MINUTE };

/** Where failure counts and locks live. */
export interface ThrottleStore {
  /** Counts one more failure (restarting from 1 when the last one is older than the lifetime). */
  increment(key: string, now: Date, lifetimeMs: number): Promise<number>;
  lockUntil(key: string, until: Date): Promise<void>;
  /** The latest lock among the keys, or null when none is locked now. */
  lockedUntil(keys: readonly string[], now: Date): Promise<Date | null>;
  reset(key: string): Promise<void>;
  /** Failures counted under the key within its lifetime (0 when none). */
  failures(key: string, now: Date, lifetimeMs: number): Promise<number>;
}

/** Lock-out after the n-th failure under a policy (0 while the free tries last). */
export function lockoutMs(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeTries) return 0;
  return Math.min(policy.minWaitMs * 2 ** (failures - policy.freeTries - 1), policy.maxWaitMs);
}

/** The throttle keys of one attempt: the IP, the account, and the pair of both. */
export interface ThrottleKeys {
  ip: string;
  account: string;
  pair: string;
}

/** The throttle keys of one attempt. */
export function throttleKeys(ip: string, email: string): ThrottleKeys {
  const account = email.trim().toLowerCase();
  return { ip: `ip:${ip}`, account: `account:${account}`, pair: `pair:${ip}|${account}` };
}

/** Seconds until the attempt may be made, or 0 when it may be made now (IP and pair locks only). */
export async function retryAfterSeconds(store: ThrottleStore, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const until = await store.lockedUntil([keys.ip, keys.pair], now);
  return until ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;
}

/** Delay before answering an attempt on an account that failed often from anywhere (0 usually). */
export function slowdownMs(failures: number): number {
  if (failures <= ACCOUNT_SLOWDOWN.freeTries) return 0;
  return Math.min(ACCOUNT_SLOWDOWN.minDelayMs * 2 ** (failures - ACCOUNT_SLOWDOWN.freeTries - 1), ACCOUNT_SLOWDOWN.maxDelayMs);
}

/** How long to slow this attempt down for the account's recent failures from every IP. */
export async function accountSlowdownMs(store: ThrottleStore, keys: ThrottleKeys, now = new Date()): Promise<number> {
  return slowdownMs(await store.failures(keys.account, now, ACCOUNT_SLOWDOWN.lifetimeMs));
}

/** Records a failed attempt: IP and pair count toward a lock, the account only toward slowing down. */
export async function recordFailure(store: ThrottleStore, keys: ThrottleKeys, now = new Date()): Promise<void> {
  for (const [key, policy] of [
    [keys.ip, IP_POLICY],
    [keys.pair, ACCOUNT_POLICY],
  ] as const) {
    const failures = await store.increment(key, now, policy.lifetimeMs);
    const wait = lockoutMs(failures, policy);
    if (wait > 0) await store.lockUntil(key, new Date(now.getTime() + wait));
  }
  await store.increment(keys.account, now, ACCOUNT_SLOWDOWN.lifetimeMs);
}

/** Forgets an account's failures after a successful sign-in (the IP keeps its count, as in Ghost). */
export async function recordSuccess(store: ThrottleStore, keys: Pick<ThrottleKeys, 'account' | 'pair'>): Promise<void> {
  await store.reset(keys.pair);
  await store.reset(keys.account);
}

/** The database store: one row per key, counted atomically by an upsert. */
export function databaseThrottleStore(db: Db): ThrottleStore {
  return {
    async increment(key, now, lifetimeMs) {
      const forgetBefore = new Date(now.getTime() - lifetimeMs);
      const [row] = await db
        .insert(loginThrottle)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz
              AND (${loginThrottle.lockedUntil} IS NULL OR ${loginThrottle.lockedUntil} < ${now.toISOString()}::timestamptz)
              THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: loginThrottle.failures });
      return row!.failures;
    },
    async lockUntil(key, until) {
      await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.key, key));
    },
    async lockedUntil(keys, now) {
      const rows = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, [...keys]));
      const locks = rows.map((r) => r.lockedUntil).filter((d): d is Date => d !== null && d > now);
      return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
    },
    async reset(key) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
    async failures(key, now, lifetimeMs) {
      const [row] = await db
        .select({ failures: loginThrottle.failures, lastFailureAt: loginThrottle.lastFailureAt })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
        .limit(1);
      return row && row.lastFailureAt.getTime() > now.getTime() - lifetimeMs ? row.failures : 0;
    },
  };
}

/** The part of ioredis the Redis store uses (so tests can hand in a small fake). */
export type ThrottleRedis = Pick<Redis, 'incr' | 'pexpire' | 'set' | 'pttl' | 'del' | 'get'>;

/** The Redis store: a counter that expires with the lifetime, and a lock key that expires with the lock. */
export function redisThrottleStore(redis: ThrottleRedis, prefix = 'stride-login:'): ThrottleStore {
  return {
    async increment(key, _now, lifetimeMs) {
      const failures = await redis.incr(`${prefix}n:${key}`);
      // Counting keeps the window sliding like the database store: each failure extends it.
      await redis.pexpire(`${prefix}n:${key}`, lifetimeMs);
      return failures;
    },
    async lockUntil(key, until) {
      const ms = Math.max(1, until.getTime() - Date.now());
      await redis.set(`${prefix}lock:${key}`, String(until.getTime()), 'PX', ms);
      // A lock must outlive the counter, or the next failure would start again from 1.
      await redis.pexpire(`${prefix}n:${key}`, ms + ACCOUNT_POLICY.lifetimeMs);
    },
    async lockedUntil(keys, now) {
      let latest = 0;
      for (const key of keys) {
        const ttl = await redis.pttl(`${prefix}lock:${key}`);
        if (ttl > 0) latest = Math.max(latest, now.getTime() + ttl);
      }
      return latest ? new Date(latest) : null;
    },
    async reset(key) {
      await redis.del(`${prefix}n:${key}`, `${prefix}lock:${key}`);
    },
    async failures(key) {
      // The counter expires with its lifetime, so what is there is recent.
      return Number((await redis.get(`${prefix}n:${key}`)) ?? 0);
    },
  };
}
