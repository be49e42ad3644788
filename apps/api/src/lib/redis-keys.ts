/**
 * Every Redis key name the API uses, under one deployment prefix (REDIS_KEY_PREFIX): two environments
 * — staging and production, or two throwaway products in the browser journeys — can share one Redis
 * without reading each other's cached answers, counters or socket broadcasts.
 */

/** The prefix when REDIS_KEY_PREFIX is unset; keeps the key names every existing deployment has. */
export const DEFAULT_REDIS_KEY_PREFIX = 'stride';

export interface RedisKeys {
  /** Response cache entries and tag versions (cache/response-cache). */
  responseCache: string;
  /** Rate-limit counters (plugins/security). */
  rateLimit: string;
  /** Failed sign-in throttle (oauth/throttle). */
  loginThrottle: string;
  /** The Socket.IO Redis adapter's channel (realtime/socket-server, realtime/relay). */
  socketAdapter: string;
  /** Revoked grants (sign-ins) whose access tokens are refused until they expire (oauth/revocations). */
  revokedGrant: string;
  /** Versions of the feed and bearer-check caches (cache/feed-cache, cache/auth-cache). */
  cacheVersions: string;
}

/** The key names under `prefix`. */
export function redisKeys(prefix: string = DEFAULT_REDIS_KEY_PREFIX): RedisKeys {
  return {
    responseCache: `${prefix}:rc:`,
    rateLimit: `${prefix}-rl:`,
    loginThrottle: `${prefix}-login:`,
    socketAdapter: `${prefix}-socket.io`,
    revokedGrant: `${prefix}-revoked:`,
    cacheVersions: `${prefix}:cv:`,
  };
}
