/**
 * The service worker's decisions as plain functions (decision 022), so they are tested without a worker:
 * which requests it keeps and in which cache, per-user cache names, the push notification it shows and
 * where a click on it leads.
 */

/** Every cache holding a member's data starts with this; all of them go on logout or a change of user. */
export const USER_CACHE_PREFIX = 'stride-user-';
/** The one cache that is not a member's: who the worker is keeping caches for. */
export const META_CACHE = 'stride-sw-meta';
/** The key of the current user id in META_CACHE. */
export const META_USER_KEY = '/__sw/user';

/** What kind of member data a cache holds. */
export type UserCacheKind = 'pages' | 'data' | 'images';

/** The name of one user's cache of one kind: caches are never shared between users. */
export function userCacheName(userId: number, kind: UserCacheKind): string {
  return `${USER_CACHE_PREFIX}${userId}-${kind}`;
}

/** True for a cache that belongs to some member (to be dropped on logout or a change of user). */
export function isUserCache(name: string): boolean {
  return name.startsWith(USER_CACHE_PREFIX);
}

/** How many entries each kind of member cache keeps (the oldest written go first). */
export const USER_CACHE_MAX_ENTRIES: Record<UserCacheKind, number> = { pages: 60, data: 300, images: 120 };
/** How old a saved answer may be and still be handed out (by its `Date` header). */
export const USER_CACHE_MAX_AGE_SECONDS = 14 * 24 * 3600;

/**
 * Whether a saved answer is recent enough to hand out, by its `Date` header: one without a readable date
 * (an opaque image of the API's origin) counts as fresh, as Workbox's expiration did.
 */
export function isFreshEnough(dateHeader: string | null, nowMs: number, maxAgeSeconds: number): boolean {
  if (!dateHeader) return true;
  const date = Date.parse(dateHeader);
  return Number.isNaN(date) || nowMs - date <= maxAgeSeconds * 1000;
}

/**
 * How the worker treats a request; null leaves it to the browser. 'sign-in' is a visit to /login/ or
 * /register/ (the start and the callback of every sign-in): whoever comes next, the worker forgets whom it
 * kept caches for until the page tells it again, so a new sign-in never meets the last member's data.
 */
export type RouteKind = 'page' | 'api' | 'image' | 'logout' | 'session-token' | 'sign-in' | null;

/** The sign-in pages of the web origin (start and callback of the OAuth sign-in, registration). */
const SIGN_IN = /^\/(?:login|register)\/?$/;

/** Paths of the web origin never kept offline: auth, forms, logs, the back office, the worker itself. */
const PAGE_EXCLUDED =
  /^\/(?:auth\/|admin(?:\/|$)|forms\/|native\/|log\/|healthz|sw\.js|assets\/|login\/|register\/)/;

/** Sorts a request: pages and React Router data of the web origin, the API's reads, images of either. */
export function routeFor(
  request: { method: string; url: string; destination?: string; mode?: string },
  origins: { web: string; api: string | null },
): RouteKind {
  const url = new URL(request.url);
  const sameOrigin = url.origin === origins.web;
  if (request.method === 'POST') {
    if (sameOrigin && url.pathname === '/auth/logout/') return 'logout';
    if (sameOrigin && url.pathname === '/auth/token/') return 'session-token';
    return null;
  }
  if (request.method !== 'GET') return null;
  if (sameOrigin && SIGN_IN.test(url.pathname)) return 'sign-in';
  if (request.destination === 'image' && (sameOrigin || url.origin === origins.api)) return 'image';
  if (
    url.origin === origins.api &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/docs')
  ) {
    return 'api';
  }
  if (sameOrigin && !PAGE_EXCLUDED.test(url.pathname)) return 'page';
  return null;
}

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** How long the offline placeholder token lives: back online, the page fetches a real one soon after. */
export const OFFLINE_TOKEN_SECONDS = 30;

/**
 * The answer to the page's session-token request when the network is down: an unsigned placeholder
 * whose only use is to let the browser's API client send its reads, which this worker answers from the
 * member's cache. The API refuses it (no signature), so it can never reach data the cache does not hold.
 */
export function offlineSessionToken(nowSeconds: number): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ exp: nowSeconds + OFFLINE_TOKEN_SECONDS, offline: true }));
  return `${header}.${payload}.offline`;
}

/** A notification as the worker shows it. */
export interface PushNotification {
  title: string;
  body: string;
  url: string;
  tag: string | undefined;
}

/** What a push shows when its member is not the one signed in on this browser (or nobody is). */
export const SIGNED_OUT_NOTIFICATION = {
  title: 'Stride',
  body: 'You have a new notification. Log in to read it.',
};

/**
 * Reads a push payload (the API's JSON: title, body, url, userId, and postId/chatId/kind) into a
 * notification; anything unreadable still shows a generic one (a push must always show something) that
 * opens the feed. `signedIn` is the member the worker keeps caches for: a push for someone else, or with
 * nobody signed in, shows nothing of its content (a shared browser after logout).
 */
export function notificationFromPush(
  text: string | null | undefined,
  origin: string,
  signedIn: number | null = null,
): PushNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the generic notification below.
  }
  const forSomeoneElse = typeof data.userId === 'number' && data.userId !== signedIn;
  if (signedIn === null || forSomeoneElse) {
    return { ...SIGNED_OUT_NOTIFICATION, url: `${origin}/updates/`, tag: 'stride-signed-out' };
  }
  const title = typeof data.title === 'string' && data.title.trim() ? data.title : 'Stride';
  const body = typeof data.body === 'string' ? data.body : 'New update from the stable';
  const tag = typeof data.tag === 'string' ? data.tag : undefined;
  return { title, body, url: clickTarget(data.url, origin), tag };
}

/** Where a notification click goes: a page of this site only (never another origin), else the feed. */
export function clickTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/updates/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/updates/`;
  } catch {
    return `${origin}/updates/`;
  }
}
