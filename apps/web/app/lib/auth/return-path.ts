/**
 * Where a sign-in returns to (SPEC §4 "redirects to updates or the page the user came from"): only
 * local paths of this site, never the sign-in pages themselves, so the callback cannot be turned into
 * an open redirect.
 */

/** Pages a sign-in must not return to. */
const NOT_RETURNABLE = ['/login/', '/register/', '/auth/', '/maintenance/'];

/** Default landing page after signing in. */
export const DEFAULT_AFTER_SIGN_IN = '/updates/';

/**
 * Turns a candidate (a `redirect` query value or a Referer) into a safe local path with its query, or
 * null. Absolute URLs count only when they are on `webOrigin`; home is not worth returning to.
 */
export function safeReturnPath(candidate: string | null | undefined, webOrigin: string): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    // A relative candidate is resolved against our own origin; anything ending elsewhere is refused.
    url = new URL(candidate, `${webOrigin}/`);
  } catch {
    return null;
  }
  if (url.origin !== webOrigin) return null;
  if (candidate.startsWith('/') && (candidate.startsWith('//') || candidate.startsWith('/\\'))) return null;
  const path = url.pathname;
  if (path === '/' || NOT_RETURNABLE.some((prefix) => path === prefix || path.startsWith(prefix))) return null;
  return `${path}${url.search}`;
}
