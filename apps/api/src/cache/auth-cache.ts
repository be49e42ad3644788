/**
 * The bearer check's user state, cached per (user, sign-in) in this process and validated on every
 * request by cache versions (decision 030), so a signed-in request costs no SQL while nothing about its
 * user changed. Revocation still bites on the next request: every write that can end a token bumps a
 * version *before its answer is sent* — the revocation list itself (cache `auth:*`), `user.updated` and
 * `session.revoked` (the user's `auth:u:{id}`; events/processors/auth-cache-invalidation.ts). Versions are
 * read before the user is loaded, so a race costs a reload, never a stale "valid". A short TTL bounds
 * what a write that forgot its event could leave behind.
 */
import { ALL_FEEDS_KEY, readVersions, type FeedVersions, type VersionSnapshot } from './feed-cache.js';

/** Bumped whenever any sign-in is revoked (the list does not say whose it was). */
export const AUTH_ALL_KEY = 'auth:*';
/** Bumped when one user's state (roles, token version, status) changes. */
export const authUserKey = (userId: number) => `auth:u:${userId}`;
/** The version keys a user's bearer check is validated by. */
export const authKeysOf = (userId: number) => [ALL_FEEDS_KEY, AUTH_ALL_KEY, authUserKey(userId)];

/** What the bearer check needs to know about a token's user. */
export interface UserAuthState {
  id: number;
  roles: string[];
  tokenVersion: number;
  /** Whether the token's sign-in (grant) is on the revocation list. */
  revoked: boolean;
  /** Deleted, disabled or asked for deletion: no token of theirs is valid. */
  inactive: boolean;
}

export interface UserStateCache {
  /**
   * The state of `userId` for a token of `grantId`, from the cache while current, else from `load`;
   * versions the request already read (`snapshot`, before loading anything) are not read again.
   */
  get(
    userId: number,
    grantId: string | undefined,
    load: () => Promise<UserAuthState | undefined>,
    snapshot?: VersionSnapshot,
  ): Promise<UserAuthState | undefined>;
  readonly size: number;
}

interface Entry {
  state: UserAuthState;
  stamp: number[];
  until: number;
}

/** Creates the cache: at most `max` entries, each at most `ttlSeconds` old. */
export function createUserStateCache(
  versions: FeedVersions,
  options: { ttlSeconds?: number; max?: number; now?: () => number } = {},
): UserStateCache {
  const ttlMs = (options.ttlSeconds ?? 10) * 1000;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async get(userId, grantId, load, snapshot) {
      const key = `${userId}|${grantId ?? ''}`;
      // `all` too: a bump lost while Redis was away (a revocation written to the database meanwhile) is
      // replayed as a bump of `all` when it is back, and must drop the states cached before the outage.
      const stamp = await readVersions(versions, authKeysOf(userId), snapshot);
      const entry = entries.get(key);
      if (entry && entry.until > now() && entry.stamp.every((value, i) => value === stamp[i])) {
        return entry.state;
      }
      if (entry) entries.delete(key);
      const state = await load();
      if (state && !stamp.some(Number.isNaN)) {
        if (entries.size >= max) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { state, stamp, until: now() + ttlMs });
      }
      return state;
    },
    get size() {
      return entries.size;
    },
  };
}
