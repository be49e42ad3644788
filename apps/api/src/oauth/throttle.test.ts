import { describe, expect, it } from 'vitest';
import { getTestDb } from '../test/db.js';
import {
  ACCOUNT_POLICY,
  IP_POLICY,
  databaseThrottleStore,
  lockoutMs,
  recordFailure,
  recordSuccess,
  redisThrottleStore,
  retryAfterSeconds,
  throttleKeys,
  type ThrottleRedis,
  type ThrottleStore,
} from './throttle.js';

const MINUTE = 60_000;

describe('lockoutMs', () => {
  it('is free for four failures, then doubles from one minute up to a day', () => {
    expect([1, 2, 3, 4].map((n) => lockoutMs(n, ACCOUNT_POLICY))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => lockoutMs(n, ACCOUNT_POLICY))).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(lockoutMs(40, ACCOUNT_POLICY)).toBe(24 * 60 * MINUTE);
    expect(lockoutMs(20, IP_POLICY)).toBe(0);
    expect(lockoutMs(21, IP_POLICY)).toBe(MINUTE);
  });
});

/** A tiny in-memory stand-in for the ioredis commands the store uses, with a controllable clock. */
function fakeRedis(clock: { now: number }): ThrottleRedis {
  const data = new Map<string, { value: string; expiresAt: number | null }>();
  const live = (key: string) => {
    const entry = data.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= clock.now) data.delete(key);
    return data.get(key);
  };
  const fake = {
    async incr(key: string) {
      const entry = live(key);
      const value = Number(entry?.value ?? 0) + 1;
      data.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? null });
      return value;
    },
    async pexpire(key: string, ms: number) {
      const entry = live(key);
      if (!entry) return 0;
      entry.expiresAt = clock.now + ms;
      return 1;
    },
    async set(key: string, value: string, _px: 'PX', ms: number) {
      data.set(key, { value, expiresAt: clock.now + ms });
      return 'OK';
    },
    async pttl(key: string) {
      const entry = live(key);
      if (!entry) return -2;
      return entry.expiresAt === null ? -1 : entry.expiresAt - clock.now;
    },
    async get(key: string) {
      return live(key)?.value ?? null;
    },
    async del(...keys: string[]) {
      let n = 0;
      for (const key of keys) if (data.delete(key)) n += 1;
      return n;
    },
  };
  // Only the six commands above are ever called.
  return fake as unknown as ThrottleRedis;
}

async function exercise(store: ThrottleStore, start: Date) {
  const keys = throttleKeys('198.51.100.4', 'Someone@Example.com');
  expect(keys.account).toBe('account:someone@example.com');
  for (let i = 0; i < 4; i += 1) await recordFailure(store, keys, start);
  expect(await retryAfterSeconds(store, keys, start)).toBe(0);
  await recordFailure(store, keys, start);
  expect(await retryAfterSeconds(store, keys, start)).toBe(60);
  // After the lock, the next failure locks twice as long.
  const later = new Date(start.getTime() + 61_000);
  expect(await retryAfterSeconds(store, keys, later)).toBe(0);
  await recordFailure(store, keys, later);
  expect(await retryAfterSeconds(store, keys, later)).toBe(120);
  // A successful sign-in forgets the account's failures (the IP's count stays).
  await recordSuccess(store, keys);
  expect(await retryAfterSeconds(store, keys, later)).toBe(0);
  await recordFailure(store, keys, later);
  expect(await retryAfterSeconds(store, keys, later)).toBe(0);
}

describe('throttle stores', () => {
  it('count and lock in the database', async () => {
    await exercise(databaseThrottleStore(await getTestDb()), new Date());
  });

  it('forget old failures in the database after the lifetime', async () => {
    const store = databaseThrottleStore(await getTestDb());
    const keys = throttleKeys('203.0.113.9', 'old@example.com');
    const start = new Date();
    for (let i = 0; i < 4; i += 1) await recordFailure(store, keys, start);
    const muchLater = new Date(start.getTime() + ACCOUNT_POLICY.lifetimeMs + 1000);
    await recordFailure(store, keys, muchLater);
    expect(await retryAfterSeconds(store, keys, muchLater)).toBe(0);
  });

  it('count and lock in Redis', async () => {
    const clock = { now: Date.now() };
    const store = redisThrottleStore(fakeRedis(clock));
    const start = new Date(clock.now);
    const keys = throttleKeys('198.51.100.4', 'someone@example.com');
    for (let i = 0; i < 5; i += 1) await recordFailure(store, keys, start);
    expect(await retryAfterSeconds(store, keys, start)).toBeGreaterThanOrEqual(59);
    clock.now += 61_000;
    expect(await retryAfterSeconds(store, keys, new Date(clock.now))).toBe(0);
    await recordFailure(store, keys, new Date(clock.now));
    expect(await retryAfterSeconds(store, keys, new Date(clock.now))).toBeGreaterThanOrEqual(119);
    await recordSuccess(store, keys);
    expect(await retryAfterSeconds(store, keys, new Date(clock.now))).toBe(0);
  });
});
