/**
 * SPEC §2: every page path ends with a slash. React Router matches `/about` and `/about/` alike, so
 * the canonical form is enforced here, in the Node server, before React Router sees the request.
 */

/** Path prefixes that are never pages: hashed assets, the API, health checks, framework and Vite internals. */
const EXEMPT_PREFIXES = ['/assets/', '/api/', '/@', '/__', '/node_modules/'];
const EXEMPT_EXACT = new Set(['/api', '/healthz']);

/**
 * Returns the 308 target for a request that must gain a trailing slash, or null when the request
 * is already canonical or is not a page (files with an extension, assets, API, non-GET/HEAD).
 */
export function trailingSlashRedirect(method: string, rawUrl: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  if (path === '' || path.endsWith('/')) return null;
  if (EXEMPT_EXACT.has(path) || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return null;
  // `//evil.com` would become a protocol-relative redirect; collapse leading slashes.
  const safePath = path.replace(/^\/+/, '/');
  return `${safePath}/${query}`;
}
