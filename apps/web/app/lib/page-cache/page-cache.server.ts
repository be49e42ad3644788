/**
 * The anonymous page cache (decision 017): the full server-rendered HTML of a visitor's GET of a public
 * page, kept briefly in this process and answered with an ETag (304 on If-None-Match). It runs as the
 * last root middleware, so the session, the maintenance guard (whose settings are at most a second old)
 * and the other guards have already decided about the request; it then only:
 * - serves and stores for visitors without any `auth.` cookie (signed-in pages are personal);
 * - steps aside while maintenance mode is on (visitors are redirected, whitelisted ones are flagged);
 * - keys pages by the API's content version (X-Content-Version, read with the maintenance check), so a
 *   change to public data reaches cached pages within a second; a short TTL bounds everything else
 *   (the footer's year, an API that stopped sending the signal).
 * Only 200 HTML answers without Set-Cookie or a private/no-store Cache-Control are kept, and only when
 * no API call failed while rendering them (decision 062: an empty state must not outlive the blip).
 * Visitors asking for a page while it is being rendered wait for that render instead of starting their
 * own: when a popular page expires under load, the API sees one render's calls, not one per visitor.
 *
 * Each kept page is compressed once with Brotli at its highest quality, off the event loop, and the web
 * server's fast path sends that to browsers that accept br (decision 046): compressing on every hit cost
 * a visitor's page view more than everything else it does (zstd, which browsers prefer, 1.1 k pages/s).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareFunction } from 'react-router';
import { AUTH_STRATEGIES } from '@stride/shared';
import { brotliText } from '../../../server/brotli';
import { PAGE_REQUEST_HEADER } from '../../../server/page-request';
import { authSessionContext } from '../auth/context';
import { readAuthCookies } from '../auth/cookies';
import { siteStatusCache } from '../maintenance/maintenance.server';
import { type SiteStatus, siteStatusContext } from '../maintenance/maintenance-status';
import { renderWatchingFaults } from './render-faults.server';

/** How long a cached page may be served without any change signal. */
export const PAGE_CACHE_TTL_MS = 30_000;
/** Pages remembered at once; the least recently used go first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
/** Pages larger than this are not kept (a runaway page must not fill the memory). */
const MAX_BODY_BYTES = 1_000_000;
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
  /** The body compressed with Brotli, once it is ready (a few ms after the page is stored). */
  brotli?: Buffer;
  until: number;
}

export interface PageCache {
  get(key: string): CachedPage | null;
  /** Stores a page; resolves once its Brotli form is attached (callers need not wait). */
  set(key: string, page: Omit<CachedPage, 'until' | 'brotli'>): Promise<void>;
  clear(): void;
  readonly size: number;
}

/** A bounded LRU of rendered pages with a TTL. */
export function createPageCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): PageCache {
  const ttl = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const max = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return null;
      pages.delete(key);
      if (page.until <= now()) return null;
      pages.set(key, page);
      return page;
    },
    set(key, page) {
      pages.delete(key);
      if (pages.size >= max) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      const entry: CachedPage = { ...page, until: now() + ttl };
      pages.set(key, entry);
      // On libuv's pool, not the event loop; until it is ready, hits are compressed as they go out.
      return brotliText(entry.body).then(
        (brotli) => {
          entry.brotli = brotli;
        },
        () => undefined,
      );
    },
    clear() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

/** A visitor: no token, no refresh token, no sign-in in progress. */
export function isAnonymousRequest(request: Request): boolean {
  return isAnonymousCookie(request.headers.get('cookie'));
}

/** The same test on a raw Cookie header. */
export function isAnonymousCookie(cookieHeader: string | null | undefined): boolean {
  const values = readAuthCookies(cookieHeader);
  return (
    values.accessToken === null &&
    values.refreshToken === null &&
    values.pkce === null &&
    values.strategy !== AUTH_STRATEGIES.authorizationCode
  );
}

/**
 * Document GETs only, as the web server marked them: React Router gives middleware the page URL even for
 * its data requests, so the path alone cannot tell (server/page-request.ts).
 */
function isDocumentGet(request: Request): boolean {
  return request.method === 'GET' && request.headers.get(PAGE_REQUEST_HEADER) === '1';
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/.test(cacheControl)
  );
}

/** Browsers keep the page but ask again every time; the ETag makes that answer a bodiless 304. */
const BROWSER_CACHE_CONTROL = 'no-cache';

function answer(request: Request, page: Omit<CachedPage, 'until'>, state: 'HIT' | 'MISS' | 'SKIP'): Response {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('Cache-Control', BROWSER_CACHE_CONTROL);
  headers.set('Vary', 'Cookie');
  headers.set(PAGE_CACHE_HEADER, state);
  if (matches(request.headers.get('if-none-match'), page.etag)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.body, { status: page.status, headers });
}

function pageKey(baseAuth: boolean, status: SiteStatus, pathAndQuery: string): string {
  return [baseAuth ? 'base-auth' : '-', status.contentVersion ?? '-', pathAndQuery].join('|');
}

/** What the web server's fast path asks about a request before handing it to React Router. */
export interface FastPageRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  cookie: string | undefined;
  /** The request passed the staging basic-auth gate. */
  baseAuth: boolean;
}

export type CachedPageAnswer = Omit<CachedPage, 'until'>;
export type FastPageLookup = (request: FastPageRequest) => CachedPageAnswer | null;

/**
 * The page cache seen from in front of React Router (server/app.ts): a visitor's GET is answered from
 * the cache only while the shared "maintenance off" answer is less than a second old — the same
 * guarantee the guard gives — and otherwise goes through React Router, which refreshes that answer.
 * It skips React Router's request pipeline on a hit (decision 017).
 */
export function createFastPageLookup(
  cache: PageCache,
  sharedOpenStatus: () => SiteStatus | null,
): FastPageLookup {
  return ({ method, url, cookie, baseAuth }) => {
    if (method !== 'GET') return null;
    const pathAndQuery = new URL(url, 'http://page.cache');
    if (pathAndQuery.pathname.endsWith('.data') || !isAnonymousCookie(cookie)) return null;
    const status = sharedOpenStatus();
    if (!status || status.maintenance.active) return null;
    return cache.get(pageKey(baseAuth, status, pathAndQuery.pathname + pathAndQuery.search));
  };
}

/** Where the server build leaves the fast lookup for the web server (server/app.ts) to find. */
export const FAST_PAGE_LOOKUP = Symbol.for('stride.fastPageLookup');

/** Builds the middleware around a cache (tests pass their own). */
export function createPageCacheMiddleware(cache: PageCache): MiddlewareFunction<Response> {
  /** Renders in progress by key, resolving to the page once kept (null when it was not). */
  const rendering = new Map<string, Promise<CachedPageAnswer | null>>();
  return async ({ request, context }, next) => {
    const url = new URL(request.url);
    const status = context.get(siteStatusContext);
    if (!isDocumentGet(request) || !isAnonymousRequest(request) || status.maintenance.active) {
      return next();
    }
    const session = context.get(authSessionContext);
    const key = [
      session.baseAuth ? 'base-auth' : '-',
      status.contentVersion ?? '-',
      url.pathname + url.search,
    ].join('|');
    const hit = cache.get(key);
    if (hit) return answer(request, hit, 'HIT');
    // Visitors who ask while the page is being rendered get that render (one render, not one each).
    const pending = rendering.get(key);
    const shared = pending && (await pending);
    if (shared) return answer(request, shared, 'HIT');

    const render = renderToKeep(cache, key, request, next);
    const kept = render.then(
      (rendered) => rendered.kept,
      () => null,
    );
    rendering.set(key, kept);
    void kept.then(() => {
      if (rendering.get(key) === kept) rendering.delete(key);
    });
    return (await render).response;
  };
}

/**
 * Renders a visitor's page and keeps it when it may be kept: a storable answer whose render met no
 * failing API call (decision 062). `kept` is what visitors waiting on this render are answered with;
 * null sends them to render for themselves.
 */
async function renderToKeep(
  cache: PageCache,
  key: string,
  request: Request,
  next: () => Promise<Response>,
): Promise<{ response: Response; kept: CachedPageAnswer | null }> {
  const { result: response, faulted } = await renderWatchingFaults(next);
  if (!isStorable(response)) return { response, kept: null };
  const body = await response.text();
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'content-length' && name !== 'date') headers.push([name, value]);
  }
  const page = { status: response.status, headers, body, etag: etagOf(body) };
  // A page rendered through a failing API shows empty states: answered, never kept.
  if (faulted()) return { response: answer(request, page, 'SKIP'), kept: null };
  const keep = Buffer.byteLength(body) <= MAX_BODY_BYTES;
  if (keep) void cache.set(key, page);
  return { response: answer(request, page, 'MISS'), kept: keep ? page : null };
}

/** The process-wide page cache and its middleware (root route, after the guards). */
export const pageCache = createPageCache();
export const pageCacheMiddleware = createPageCacheMiddleware(pageCache);
(globalThis as Record<symbol, unknown>)[FAST_PAGE_LOOKUP] = createFastPageLookup(pageCache, () =>
  siteStatusCache.sharedOpenStatus(),
);
