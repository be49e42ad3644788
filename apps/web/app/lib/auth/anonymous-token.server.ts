/**
 * One anonymous (client-credentials) token per web-server process, reused by every visitor's SSR
 * request until it nears expiry: minting one per request would cost the API a token request for every
 * page view. Concurrent callers share a single in-flight request.
 */
import { decodeJwtPayload } from '@stride/shared';

/** Renew this long before expiry at most… */
const MAX_RENEW_MARGIN_SECONDS = 30;
/** …and never later than this share of the token's lifetime before expiry (short test TTLs). */
const RENEW_MARGIN_SHARE = 0.2;

export interface AnonymousTokenCache {
  /** A usable anonymous token: the cached one, or a freshly minted one when it nears expiry. */
  get(): Promise<string>;
  /** Drops the cached token if it is this one (the API refused it), so the next get() mints anew. */
  invalidate(token: string): void;
}

/** When a token should be renewed, in epoch seconds: a margin before `exp` that scales with its lifetime. */
export function renewAt(token: string, mintedAtSeconds: number): number {
  const claims = decodeJwtPayload(token);
  const exp = typeof claims?.exp === 'number' ? claims.exp : mintedAtSeconds;
  const iat = typeof claims?.iat === 'number' ? claims.iat : mintedAtSeconds;
  const lifetime = Math.max(0, exp - iat);
  return exp - Math.min(MAX_RENEW_MARGIN_SECONDS, lifetime * RENEW_MARGIN_SHARE);
}

/** Builds the per-process cache around a minting function (the token client's clientCredentials). */
export function createAnonymousTokenCache(
  mint: () => Promise<string>,
  nowSeconds: () => number = () => Date.now() / 1000,
): AnonymousTokenCache {
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  return {
    get() {
      if (cached && nowSeconds() < cached.renewAt) return Promise.resolve(cached.token);
      inFlight ??= mint()
        .then((token) => {
          cached = { token, renewAt: renewAt(token, nowSeconds()) };
          return token;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
