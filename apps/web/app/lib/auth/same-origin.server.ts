/**
 * Cross-site request check for the auth endpoints that change or reveal the session. Browsers send
 * `Origin` on every POST (and `Sec-Fetch-Site`), so a form or fetch from another site is recognisable.
 */

/** True when a POST comes from this site's own pages (or from a client that sends neither header, like curl). */
export function isSameOriginPost(request: Request, webOrigin: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  return origin === null || origin === webOrigin || origin === new URL(request.url).origin;
}
