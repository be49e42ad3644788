/**
 * The public-read response cache (decision 017): anonymous answers of public GET routes, stored in memory
 * (one instance) or in Redis (every instance shares them), invalidated by *versioned tags*.
 *
 * Each cached entry remembers the versions of the tags it depends on (e.g. `horses`, `syndicates`) as they
 * were when its data was read. Invalidating a tag increments its version (in Redis: one INCR every
 * instance sees at once), so older entries stop matching and are never served again — no pub/sub race,
 * no key scans. A read is one round trip (MGET of the tag versions and the entry). A global `*` tag is
 * bumped with every invalidation: its value is the *content version* the web server keys its page cache
 * by (decision 017), so a data change reaches cached HTML too.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { isRedisAway } from '../lib/infrastructure-errors.js';

/** What the cache knows about one answer. */
export interface CachedResponse {
  status: number;
  contentType: string;
  etag: string;
  body: string;
  /** The route's own Cache-Control, when it set one. */
  cacheControl?: string;
  /** `body` encoded once, where the cache can keep it (memory): sent as is, never re-encoded per hit. */
  bytes?: Buffer;
  /**
   * The tags the answer was stored under, when any request for the same URL may be answered with it
   * before Fastify's pipeline runs (plugins/public-fast-path.ts; routes with a `skip` rule never are).
   */
  fastTags?: readonly CacheTag[];
  /** The route's pattern (metrics label of answers served on the fast path). */
  route?: string;
}

/** A current entry the fast path may send as is, with the content version to announce. */
export interface FastHit {
  entry: CachedResponse & { bytes: Buffer; route: string };
  contentVersion: string;
}

/** The tags public data is grouped by; domain events map onto them (events/processors/cache-invalidation.ts). */
export const CACHE_TAGS = ['horses', 'syndicates', 'content', 'settings'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** Bumped with every invalidation: the content version. */
const ALL_TAG = '*';

/** A lookup: the entry when it is current, and the versions a new entry must be stored with. */
export interface CacheLookup {
  hit: CachedResponse | null;
  versions: number[];
  /** Changes whenever any public data changes (the web server's page-cache signal). */
  contentVersion: string;
}

export interface ResponseCache {
  readonly kind: 'memory' | 'redis';
  /** The current entry for `key` (null when missing, expired or older than a tag), with the tag versions. */
  lookup(key: string, tags: readonly CacheTag[]): Promise<CacheLookup>;
  /** Stores an answer read while the tags had `versions` (from the lookup before loading). */
  store(key: string, versions: readonly number[], entry: CachedResponse, ttlSeconds: number): Promise<void>;
  /** Makes every entry depending on one of the tags stale, on every instance sharing the store. */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
  /** The current content version (see CacheLookup.contentVersion). */
  contentVersion(): Promise<string>;
  /**
   * Synchronously, the current entry for `key` when it was stored with `fastTags` (memory only: a shared
   * cache needs a round trip, so the Redis cache has no `peek` and its reads take the plugin's path).
   */
  peek?(key: string): FastHit | null;
}

/** A strong ETag for a body: the same bytes give the same tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

interface StoredEntry extends CachedResponse {
  /** Versions of the entry's tags at read time. */
  v: number[];
}

function isCurrent(entry: StoredEntry, versions: readonly number[]): boolean {
  return entry.v.length === versions.length && entry.v.every((value, i) => value === versions[i]);
}

/** At most this many answers in memory; the oldest go first. */
const MEMORY_MAX_ENTRIES = 2_000;

/**
 * One process's cache. Versions start from a random epoch, so a restarted API never hands the web server a
 * content version it may already have used before the restart.
 */
export function createMemoryResponseCache(
  options: { maxEntries?: number; now?: () => number } = {},
): ResponseCache {
  const maxEntries = options.maxEntries ?? MEMORY_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const epoch = randomBytes(4).toString('hex');
  const versions = new Map<string, number>();
  const entries = new Map<string, { entry: StoredEntry; until: number }>();
  const versionsOf = (tags: readonly string[]) => tags.map((tag) => versions.get(tag) ?? 0);
  const contentVersion = () => `${epoch}.${versions.get(ALL_TAG) ?? 0}`;

  return {
    kind: 'memory',
    async lookup(key, tags) {
      const current = versionsOf(tags);
      const found = entries.get(key);
      let hit: CachedResponse | null = null;
      if (found && found.until > now() && isCurrent(found.entry, current)) {
        hit = found.entry;
        // Refresh its place in the insertion order, so the map evicts the least recently used first.
        entries.delete(key);
        entries.set(key, found);
      } else if (found) {
        entries.delete(key);
      }
      return { hit, versions: current, contentVersion: contentVersion() };
    },
    async store(key, stamp, entry, ttlSeconds) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, {
        entry: { ...entry, bytes: Buffer.from(entry.body), v: [...stamp] },
        until: now() + ttlSeconds * 1000,
      });
    },
    async invalidate(tags) {
      for (const tag of [ALL_TAG, ...tags]) versions.set(tag, (versions.get(tag) ?? 0) + 1);
    },
    async contentVersion() {
      return contentVersion();
    },
    peek(key) {
      const found = entries.get(key);
      if (!found) return null;
      const { entry } = found;
      // No LRU refresh here: the hottest answers are re-stored soon enough after an eviction.
      if (!entry.fastTags || !entry.bytes || entry.route === undefined || found.until <= now()) return null;
      if (!isCurrent(entry, versionsOf(entry.fastTags))) return null;
      return { entry: entry as FastHit['entry'], contentVersion: contentVersion() };
    },
  };
}

/** Default key prefix in Redis. */
export const REDIS_CACHE_PREFIX = 'stride:rc:';

/**
 * The shared cache: entries and tag versions in Redis. Tag versions never expire (they are a few small
 * counters); entries expire after their TTL. A Redis outage makes every read a miss, never an error.
 */
export function createRedisResponseCache(
  redis: Redis,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): ResponseCache {
  const prefix = options.prefix ?? REDIS_CACHE_PREFIX;
  const versionKey = (tag: string) => `${prefix}v:${tag}`;
  const entryKey = (key: string) => `${prefix}e:${createHash('sha1').update(key).digest('base64url')}`;
  const report = (error: unknown) => options.onError?.(error);
  // While Redis is away the cache is bypassed at once (no waiting behind reconnection attempts), and a
  // write whose invalidation could not be recorded then invalidates everything once Redis is back, so no
  // entry stored before the outage outlives a change made during it (decision 023).
  const away = () => isRedisAway(redis);
  let invalidationLost = false;
  const recoverInvalidation = async () => {
    if (!invalidationLost || away()) return;
    try {
      await redis.incr(versionKey(ALL_TAG));
      invalidationLost = false;
    } catch (error) {
      report(error);
    }
  };
  redis.on('ready', () => void recoverInvalidation());

  return {
    kind: 'redis',
    async lookup(key, tags) {
      const names = [ALL_TAG, ...tags];
      const unavailable = {
        hit: null,
        versions: tags.map(() => Number.NaN),
        contentVersion: 'r.unavailable',
      };
      if (away() || invalidationLost) {
        await recoverInvalidation();
        if (away() || invalidationLost) return unavailable;
      }
      try {
        const values = await redis.mget(...names.map(versionKey), entryKey(key));
        const [all, ...versions] = values.slice(0, names.length).map((value) => Number(value ?? 0));
        const raw = values[names.length];
        const entry = raw ? (JSON.parse(raw) as StoredEntry) : null;
        return {
          hit: entry && isCurrent(entry, versions) ? entry : null,
          versions,
          contentVersion: `r.${all ?? 0}`,
        };
      } catch (error) {
        report(error);
        // NaN never equals a stored version: nothing stored from this lookup is ever served.
        return unavailable;
      }
    },
    async store(key, versions, entry, ttlSeconds) {
      if (versions.length === 0 || versions.some((value) => Number.isNaN(value))) return;
      const value: StoredEntry = { ...entry, v: [...versions] };
      try {
        await redis.set(entryKey(key), JSON.stringify(value), 'EX', ttlSeconds);
      } catch (error) {
        report(error);
      }
    },
    async invalidate(tags) {
      if (away()) {
        invalidationLost = true;
        return;
      }
      try {
        const pipeline = redis.multi();
        for (const tag of [ALL_TAG, ...tags]) pipeline.incr(versionKey(tag));
        await pipeline.exec();
      } catch (error) {
        invalidationLost = true;
        report(error);
      }
    },
    async contentVersion() {
      if (away()) return 'r.unavailable';
      return `r.${Number((await redis.get(versionKey(ALL_TAG))) ?? 0)}`;
    },
  };
}
