/**
 * Refresh tokens rotate, and reusing a spent one revokes the whole sign-in (RFC 9700, our API). A
 * browser easily sends two requests with the same expired cookies (a page and a data request, two
 * tabs), so in one process every refresh of a given refresh token runs once, and its result is handed
 * to late arrivals with the old cookie for a short grace period.
 */
import type { TokenSet } from './authorize';

/** How long the result of a refresh is handed to requests still carrying the old refresh token. */
export const REFRESH_GRACE_MS = 30_000;
/** Bound on remembered refreshes, so a flood of distinct tokens cannot grow memory without limit. */
const MAX_ENTRIES = 5000;

export type Refresh = (refreshToken: string) => Promise<TokenSet>;

interface Entry {
  promise: Promise<TokenSet>;
  /** When the entry may be forgotten (ms); Infinity while the request is in flight. */
  expiresAt: number;
}

/** Wraps a refresh function so concurrent and just-late refreshes of one token share one request. */
export function createRefreshCoordinator(
  refresh: Refresh,
  options: { graceMs?: number; now?: () => number } = {},
): Refresh {
  const graceMs = options.graceMs ?? REFRESH_GRACE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function sweep(at: number) {
    for (const [token, entry] of entries) if (entry.expiresAt <= at) entries.delete(token);
    while (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return (refreshToken) => {
    const at = now();
    const known = entries.get(refreshToken);
    if (known && known.expiresAt > at) return known.promise;
    sweep(at);
    const entry: Entry = { promise: refresh(refreshToken), expiresAt: Number.POSITIVE_INFINITY };
    entries.set(refreshToken, entry);
    entry.promise.then(
      () => {
        entry.expiresAt = now() + graceMs;
      },
      () => {
        // A refused refresh is not remembered: the caller resets the session anyway.
        if (entries.get(refreshToken) === entry) entries.delete(refreshToken);
      },
    );
    return entry.promise;
  };
}
