/**
 * The site's settings as the web server reads them: one `GET /api/settings?type=maintenance-mode&type=app`
 * with the visitor's IP forwarded, cached for at most SETTINGS_CACHE_MS so an administrator's change takes
 * effect within a second, without a restart. The API sees about one call per second per visitor while
 * maintenance is on, and about one in total while it is off (nobody's IP matters then). If the API cannot
 * answer, a known "maintenance on" holds for a while; otherwise the site stays open.
 */
import { DEFAULT_SITE_STATUS, MAINTENANCE_OFF, type SiteStatus } from './maintenance-status';

/** Longest time a read setting is reused (SPEC §4: a change takes effect within a second). */
export const SETTINGS_CACHE_MS = 1000;
/** How long a known "maintenance on" survives an API that stopped answering. */
export const MAINTENANCE_STALE_MS = 5 * 60_000;
/** The in-flight key of the shared answer's background re-read. */
const BACKGROUND = '\u0000background';
/** Visitors remembered at once; beyond this the cache starts over. */
const MAX_ENTRIES = 10_000;

export type FetchSiteStatus = (clientIp: string | null) => Promise<SiteStatus>;

export interface SiteStatusCache {
  /** This visitor's status, from the cache when fresh. */
  statusFor(clientIp: string | null): Promise<SiteStatus>;
  /**
   * The status every visitor shares while maintenance is off, when it was read less than `ttl` ago
   * (else null: ask `statusFor`). The page cache's fast path uses it without waiting.
   */
  sharedOpenStatus(): SiteStatus | null;
  /**
   * This visitor's status read now, never from the cache, and remembered for the next requests. The holding
   * page asks this way: an open page's socket sends visitors there (or home from there) the moment the
   * setting changes, sooner than any cached answer expires.
   */
  freshStatusFor(clientIp: string | null): Promise<SiteStatus>;
}

/** Builds the cache around the fetch (the API call in production, fakes in tests). */
export function createSiteStatusCache(
  fetchStatus: FetchSiteStatus,
  options: { now?: () => number; ttlMs?: number; onError?: (error: unknown) => void } = {},
): SiteStatusCache {
  const now = options.now ?? Date.now;
  const ttl = Math.min(options.ttlMs ?? SETTINGS_CACHE_MS, SETTINGS_CACHE_MS);
  const entries = new Map<string, { status: SiteStatus; until: number }>();
  const inFlight = new Map<string, Promise<SiteStatus>>();
  /** The last answer while maintenance was off, reused for everyone until it expires. */
  let off: { status: SiteStatus; until: number } | null = null;
  let last: SiteStatus = DEFAULT_SITE_STATUS;
  let lastActiveAt = Number.NEGATIVE_INFINITY;

  // Entries expire `ttl` after their read started, so no answer is ever used for longer than that.
  const remember = (key: string, status: SiteStatus, readAt: number) => {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { status, until: readAt + ttl });
    return status;
  };

  const refresh = async (key: string, clientIp: string | null): Promise<SiteStatus> => {
    const previous = entries.get(key)?.status;
    const readAt = now();
    try {
      const status = await fetchStatus(clientIp);
      last = status;
      if (status.maintenance.active) {
        lastActiveAt = readAt;
        // Maintenance is on: nobody may be served the shared "off" answer any longer, however fresh.
        off = null;
      } else off = { status, until: readAt + ttl };
      return remember(key, status, readAt);
    } catch (error) {
      options.onError?.(error);
      const stillOn = readAt - lastActiveAt <= MAINTENANCE_STALE_MS;
      const maintenance = stillOn
        ? { active: true, whitelisted: previous?.maintenance.whitelisted ?? false }
        : MAINTENANCE_OFF;
      return remember(key, { ...last, maintenance }, readAt);
    }
  };

  /** The fresh shared "off" answer, or null; past half its life it is re-read in the background. */
  const freshOff = (at: number, key: string, clientIp: string | null): SiteStatus | null => {
    if (!off || at >= off.until) return null;
    // Past half its life, the shared answer is re-read in the background, so a busy site never
    // waits on the API while no answer is ever used for longer than `ttl` after its read started.
    if (at >= off.until - ttl / 2 && !inFlight.has(BACKGROUND)) {
      const pending = refresh(key, clientIp).finally(() => inFlight.delete(BACKGROUND));
      inFlight.set(BACKGROUND, pending);
    }
    return off.status;
  };

  return {
    sharedOpenStatus() {
      return freshOff(now(), 'unknown', null);
    },
    freshStatusFor(clientIp) {
      return refresh(clientIp ?? 'unknown', clientIp);
    },
    async statusFor(clientIp) {
      const at = now();
      const key = clientIp ?? 'unknown';
      const open = freshOff(at, key, clientIp);
      if (open) return open;
      const cached = entries.get(key);
      if (cached && at < cached.until) return cached.status;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = refresh(key, clientIp).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
