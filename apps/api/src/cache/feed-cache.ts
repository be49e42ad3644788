/**
 * The members' feed cache (issue 19, decision 030): each signed-in reader's feed pages, as the exact JSON
 * bytes the uncached path answered, kept in this process and validated on every request by *versions*
 * that writes bump through domain events (events/processors/feed-cache-invalidation.ts).
 *
 * Versions, not entries, are what instances share: in Redis when the app has one (one MGET per request,
 * every instance sees a bump at once), otherwise in this process (one instance). An entry remembers the
 * versions it was read under and is served only while all of them are unchanged:
 * - `all`: anything that can touch every feed (authors' names and roles, memberships, syndicates, horses);
 * - `u:{id}`: what only that reader sees change (their read flags);
 * - `s:{id}`: one syndicate's posts, assets, likes and comments; `s:*` is bumped with every one of them and
 *   stands for "any syndicate" in the feed of a platform admin, who reads them all.
 * Versions are read *before* the data they stamp, and bumped *after* the write committed, so an entry can
 * only ever be older than its stamp says, never newer: a race costs a miss, never a stale answer.
 * Entries also expire after a TTL, a safety net for a write that forgot its event.
 */
import type { Redis } from 'ioredis';
import { isRedisAway } from '../lib/infrastructure-errors.js';

/** Versions an entry was read under: [`all`, `u:{reader}`, then each syndicate key of `syndicates`]. */
export type FeedStamp = readonly number[];

/** The store of version counters. */
export interface FeedVersions {
  readonly kind: 'memory' | 'redis';
  /** Current values of `keys` (NaN for each when they cannot be read: nothing is stored or served then). */
  read(keys: readonly string[]): Promise<number[]>;
  /** Increments `keys`; resolves once every instance will see the new values. */
  bump(keys: readonly string[]): Promise<void>;
  /**
   * Reads `keys` and counts one hit of a rate-limit counter in the same round trip (decision 034; Redis
   * only). `hit` is null when it could not be counted there (Redis away): the limiter must count it.
   */
  readCounting?(keys: readonly string[], counter: RateCounter): Promise<CountedRead>;
}

/** A rate-limit counter to count one hit of: its full Redis key and window. */
export interface RateCounter {
  key: string;
  windowMs: number;
}

/** Versions read together with a counted hit (`current` hits in the window, `ttl` ms left of it). */
export interface CountedRead {
  versions: number[];
  hit: { current: number; ttl: number } | null;
}

/** Versions already read for a request, by key (the request's one round trip; decision 034). */
export type VersionSnapshot = ReadonlyMap<string, number>;

/** The values of `keys` from `snapshot`, or null unless it holds every one of them. */
export function fromSnapshot(
  snapshot: VersionSnapshot | undefined,
  keys: readonly string[],
): number[] | null {
  if (!snapshot) return null;
  const values: number[] = [];
  for (const key of keys) {
    const value = snapshot.get(key);
    if (value === undefined) return null;
    values.push(value);
  }
  return values;
}

/** Reads `keys` from the snapshot when it holds them all, else from the store. */
export function readVersions(
  versions: FeedVersions,
  keys: readonly string[],
  snapshot?: VersionSnapshot,
): Promise<number[]> {
  const known = fromSnapshot(snapshot, keys);
  return known ? Promise.resolve(known) : versions.read(keys);
}

/**
 * The rate limiter's counting script (plugins/rate-limit-store.ts) followed by GETs of the version keys:
 * the three round trips of a signed-in feed read (rate limit, auth versions, feed versions) in one —
 * and, since decision 040, for every signed-in read that reached this point in the same turn of the event
 * loop at once: KEYS are the n counters (one per request, repeats allowed: each INCR is its request's own
 * hit), then the distinct version keys; ARGV[1] is n, ARGV[1 + i] the window of counter i. Answers
 * current and ttl of each counter in order, then each version key's value.
 */
const COUNT_AND_READ = `
local n = tonumber(ARGV[1])
local out = {}
for i = 1, n do
  local window = ARGV[i + 1]
  local current = redis.call('INCR', KEYS[i])
  if current == 1 then redis.call('PEXPIRE', KEYS[i], window) end
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[i], window); ttl = tonumber(window) end
  out[2 * i - 1] = current
  out[2 * i] = ttl
end
for i = n + 1, #KEYS do out[n + i] = redis.call('GET', KEYS[i]) end
return out`;

interface RedisWithCountAndRead extends Redis {
  strideCountAndReadBatch(...args: (string | number)[]): Promise<(number | string | null)[]>;
}

/** One request's share of a batched count-and-read. */
interface PendingRead {
  keys: readonly string[];
  counter: RateCounter;
  resolve: (read: CountedRead) => void;
}

/** The version key of one syndicate's feed content, or of every syndicate's (`null`). */
export const syndicateVersionKey = (syndicateId: number | null) =>
  syndicateId === null ? 's:*' : `s:${syndicateId}`;
/** The version key of what only one reader sees. */
export const readerVersionKey = (userId: number) => `u:${userId}`;
/** The version key of what can touch every feed. */
export const ALL_FEEDS_KEY = 'all';

/** Versions in this process: a single instance's (without Redis there is no one else to tell). */
export function createMemoryFeedVersions(): FeedVersions {
  const versions = new Map<string, number>();
  return {
    kind: 'memory',
    async read(keys) {
      return keys.map((key) => versions.get(key) ?? 0);
    },
    async bump(keys) {
      for (const key of keys) versions.set(key, (versions.get(key) ?? 0) + 1);
    },
  };
}

/**
 * Versions in Redis, shared by every instance. While Redis is away reads answer NaN (the cache is
 * bypassed); a bump that could not be recorded bumps `all` once Redis is back, so no entry stored before
 * the outage outlives a write made during it (as the response cache does, decision 023).
 */
export function createRedisFeedVersions(
  redis: Redis,
  options: { prefix: string; onError?: (error: unknown) => void },
): FeedVersions {
  const name = (key: string) => `${options.prefix}${key}`;
  let bumpLost = false;
  const recover = async () => {
    if (!bumpLost || isRedisAway(redis)) return;
    try {
      await redis.incr(name(ALL_FEEDS_KEY));
      bumpLost = false;
    } catch (error) {
      options.onError?.(error);
    }
  };
  redis.on('ready', () => void recover());
  const scripted = redis as RedisWithCountAndRead;
  if (typeof scripted.strideCountAndReadBatch !== 'function') {
    redis.defineCommand('strideCountAndReadBatch', { lua: COUNT_AND_READ });
  }
  const unavailable = (keys: readonly string[]): CountedRead => ({
    versions: keys.map(() => Number.NaN),
    hit: null,
  });
  // Signed-in reads of this turn of the event loop, sent as one script call in the next check phase
  // (setImmediate: after every connection that had a request ready was read). One command, one write to
  // the socket, one reply to parse and one script run in Redis for all of them, instead of one each: on
  // two shared cores the per-command system calls, wake-ups and script runs were the Redis path's cost.
  let batch: PendingRead[] = [];
  const flush = async () => {
    const reads = batch;
    batch = [];
    const distinct = [...new Set(reads.flatMap((read) => read.keys))];
    try {
      const reply = await scripted.strideCountAndReadBatch(
        reads.length + distinct.length,
        ...reads.map((read) => read.counter.key),
        ...distinct.map(name),
        reads.length,
        ...reads.map((read) => read.counter.windowMs),
      );
      const values = new Map(distinct.map((key, i) => [key, Number(reply[2 * reads.length + i] ?? 0)]));
      reads.forEach((read, i) =>
        read.resolve({
          versions: read.keys.map((key) => values.get(key)!),
          hit: { current: Number(reply[2 * i]), ttl: Number(reply[2 * i + 1]) },
        }),
      );
    } catch (error) {
      options.onError?.(error);
      for (const read of reads) read.resolve(unavailable(read.keys));
    }
  };
  return {
    kind: 'redis',
    async readCounting(keys, counter) {
      if (isRedisAway(redis) || bumpLost) {
        await recover();
        if (isRedisAway(redis) || bumpLost) return unavailable(keys);
      }
      return new Promise<CountedRead>((resolve) => {
        if (batch.length === 0) setImmediate(() => void flush());
        batch.push({ keys, counter, resolve });
      });
    },
    async read(keys) {
      const unavailable = keys.map(() => Number.NaN);
      if (isRedisAway(redis) || bumpLost) {
        await recover();
        if (isRedisAway(redis) || bumpLost) return unavailable;
      }
      try {
        return (await redis.mget(...keys.map(name))).map((value) => Number(value ?? 0));
      } catch (error) {
        options.onError?.(error);
        return unavailable;
      }
    },
    async bump(keys) {
      if (isRedisAway(redis)) {
        bumpLost = true;
        return;
      }
      try {
        const multi = redis.multi();
        for (const key of keys) multi.incr(name(key));
        await multi.exec();
      } catch (error) {
        bumpLost = true;
        options.onError?.(error);
      }
    },
  };
}

interface Entry {
  /** The answer's bytes, encoded once (sending a Buffer skips encoding and measuring a string each time). */
  body: Buffer;
  /** The syndicates whose versions stamp the entry (`null`: every syndicate, via `s:*`). */
  syndicates: readonly number[] | null;
  /** The version keys of `stamp`, in its order (built once when stored, read on every hit). */
  keys: readonly string[];
  stamp: FeedStamp;
  until: number;
}

/** What a lookup found: the body when current; otherwise how to stamp the page about to be loaded. */
export interface FeedLookup {
  hit: Buffer | null;
  /**
   * On a miss: reads the versions of the reader's syndicates (call it after loading the memberships and
   * before loading the page) and answers the full stamp to store the page with, or null when it must
   * not be stored.
   */
  stampFor(syndicates: readonly number[] | null): Promise<FeedStamp | null>;
}

export interface FeedCache {
  readonly versions: FeedVersions;
  /**
   * The current entry for `key` of `readerId`, or how to stamp a fresh one; versions the request already
   * read (`snapshot`, read before any of its data) are used instead of reading them again.
   */
  lookup(key: string, readerId: number, snapshot?: VersionSnapshot): Promise<FeedLookup>;
  /** The version keys a feed read of `readerId` will most likely need (read with the request's others). */
  keysFor(readerId: number): string[];
  /** Keeps a page's bytes under the stamp read before its data was. */
  store(key: string, syndicates: readonly number[] | null, stamp: FeedStamp, body: string): void;
  /** Entries held (tests). */
  readonly size: number;
}

const sameStamp = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

const syndicateKeys = (syndicates: readonly number[] | null) =>
  syndicates === null ? [syndicateVersionKey(null)] : syndicates.map(syndicateVersionKey);

// A hit stores nothing.
const NOTHING_TO_STORE = async () => null;

/** The version keys every stamp of `readerId`'s pages begins with. */
const headKeys = (readerId: number) => [ALL_FEEDS_KEY, readerVersionKey(readerId)];
const HEAD_LENGTH = 2;

/** Readers whose latest syndicates are remembered (a few numbers each). */
const MAX_READERS = 10_000;

/** The reader of an entry key: keys begin with `{readerId}|` (routes/updates/schema.ts feedCacheKey). */
function readerOf(key: string): number | undefined {
  const reader = Number(key.slice(0, key.indexOf('|')));
  return Number.isSafeInteger(reader) && reader > 0 ? reader : undefined;
}

/** Creates the cache; entries live `ttlSeconds` at most and take at most about `maxBytes` of strings. */
export function createFeedCache(
  versions: FeedVersions,
  options: { ttlSeconds?: number; maxBytes?: number; now?: () => number } = {},
): FeedCache {
  const ttlMs = (options.ttlSeconds ?? 60) * 1000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // The syndicates of each reader's latest stored page: their versions are read with the request's others.
  const lastSyndicates = new Map<number, readonly number[] | null>();
  let bytes = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  };

  return {
    versions,
    keysFor(readerId) {
      const last = lastSyndicates.get(readerId);
      return [...headKeys(readerId), ...(last === undefined ? [] : syndicateKeys(last))];
    },
    async lookup(key, readerId, snapshot) {
      const entry = entries.get(key);
      if (entry && entry.until <= now()) drop(key, entry);
      const live = entries.get(key);
      const current = await readVersions(versions, live ? live.keys : headKeys(readerId), snapshot);
      if (live && sameStamp(live.stamp, current)) {
        // Least recently used goes first: move it to the end of the insertion order.
        entries.delete(key);
        entries.set(key, live);
        return { hit: live.body, stampFor: NOTHING_TO_STORE };
      }
      if (live && entries.get(key) === live) drop(key, live);
      const headStamp = current.slice(0, HEAD_LENGTH);
      return {
        hit: null,
        async stampFor(syndicates) {
          if (headStamp.some(Number.isNaN)) return null;
          // From the snapshot when it holds them: read before the memberships, hence before the page too.
          const rest = await readVersions(versions, syndicateKeys(syndicates), snapshot);
          if (rest.some(Number.isNaN)) return null;
          return [...headStamp, ...rest];
        },
      };
    },
    store(key, syndicates, stamp, text) {
      const reader = readerOf(key);
      const body = Buffer.from(text);
      if (reader === undefined || body.byteLength > maxBytes) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      while (bytes + body.byteLength > maxBytes) {
        const oldest = entries.entries().next();
        if (oldest.done) break;
        drop(oldest.value[0], oldest.value[1]);
      }
      const keys = [...headKeys(reader), ...syndicateKeys(syndicates)];
      entries.set(key, { body, syndicates, keys, stamp: [...stamp], until: now() + ttlMs });
      bytes += body.byteLength;
      lastSyndicates.delete(reader);
      const oldest = lastSyndicates.keys().next();
      if (lastSyndicates.size >= MAX_READERS && !oldest.done) lastSyndicates.delete(oldest.value);
      lastSyndicates.set(reader, syndicates);
    },
    get size() {
      return entries.size;
    },
  };
}
