/**
 * Stride's service worker (decision 022), built by scripts/build-sw.mjs after the React Router build:
 * Workbox precaches the app shell (hashed assets, icons, manifest); member pages, the API's reads and
 * images go network-first (images cache-first, their URLs never change) into caches named per user, which
 * are dropped on logout and whenever the page reports another user; push messages become notifications
 * that open the page they are about.
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  META_CACHE,
  META_USER_KEY,
  USER_CACHE_MAX_AGE_SECONDS,
  USER_CACHE_MAX_ENTRIES,
  type UserCacheKind,
  clickTarget,
  isFreshEnough,
  isUserCache,
  notificationFromPush,
  offlineSessionToken,
  routeFor,
  userCacheName,
} from './policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** A page or read that takes longer than this on one bar of signal is answered from the cache. */
const NETWORK_TIMEOUT_SECONDS = 8;
const apiOrigin = (() => {
  const api = new URL(self.location.href).searchParams.get('api');
  try {
    return api ? new URL(api).origin : null;
  } catch {
    return null;
  }
})();

const origins = { web: self.location.origin, api: apiOrigin };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// ---- whose caches -------------------------------------------------------------------------------

let currentUser: Promise<number | null> | null = null;

async function readUser(): Promise<number | null> {
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match(META_USER_KEY);
  const id = stored ? Number(await stored.text()) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

function userId(): Promise<number | null> {
  currentUser ??= readUser();
  return currentUser;
}

async function dropUserCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
}

/** The page says who is signed in (null: nobody): another user, or none, drops every member cache. */
async function setUser(next: number | null): Promise<void> {
  const previous = await userId();
  // From here on, requests are kept for (and answered from the caches of) the new user only.
  currentUser = Promise.resolve(next);
  if (previous !== next) await dropUserCaches();
  // The last member's notifications go with them.
  if (previous !== null && previous !== next) {
    const shown = await self.registration.getNotifications();
    for (const notification of shown) notification.close();
  }
  const meta = await caches.open(META_CACHE);
  if (next === null) await meta.delete(META_USER_KEY);
  else await meta.put(META_USER_KEY, new Response(String(next)));
}

/**
 * Keeps the start page and the page the member is on, when not saved yet: the first page after signing in
 * loads before the worker knows whom it serves, and the feed should open offline from then on.
 */
async function warmPages(user: number, urls: string[]): Promise<void> {
  const cacheName = userCacheName(user, 'pages');
  for (const url of urls) {
    if ((await userId()) !== user) return;
    const cache = await caches.open(cacheName);
    if (routeFor({ method: 'GET', url }, origins) !== 'page' || (await cache.match(url))) continue;
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok && !response.redirected) await cache.put(url, response);
    } catch {
      // Offline already: nothing to keep.
    }
    await undoIfUserChanged(user, cacheName);
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; userId?: unknown; url?: unknown } | null;
  if (data?.type !== 'stride:user') return;
  const next = typeof data.userId === 'number' && Number.isInteger(data.userId) ? data.userId : null;
  const done = setUser(next).then(async () => {
    event.ports[0]?.postMessage({ type: 'stride:user-set', userId: next });
    if (next === null) return;
    const here = typeof data.url === 'string' ? data.url : null;
    await warmPages(next, [`${self.location.origin}/updates/`, ...(here ? [here] : [])]);
  });
  event.waitUntil(done);
});

// ---- telling pages whether answers come from the network ---------------------------------------------

let networkUp = true;

/** Tells every window whether the network answered (the pages' offline banner, beside navigator.onLine). */
async function reportNetwork(up: boolean): Promise<void> {
  if (networkUp === up) return;
  networkUp = up;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'stride:network', online: up });
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'stride:network?')
    event.ports[0]?.postMessage({ type: 'stride:network', online: networkUp });
});

const networkReporter = {
  fetchDidFail: async () => reportNetwork(false),
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    await reportNetwork(true);
    return response;
  },
};

// ---- strategies, one set per user -------------------------------------------------------------------

const strategies = new Map<string, Strategy>();

/**
 * Deletes `cacheName` (one of `user`'s) when `user` is no longer the one signed in: a write that began
 * before the change can land after `setUser` dropped the caches — `caches.open` then re-creates the cache
 * the drop had just deleted, and the last member's page would outlive their session.
 */
async function undoIfUserChanged(user: number, cacheName: string): Promise<void> {
  if ((await userId()) !== user) await caches.delete(cacheName);
}

/**
 * Guards one user's strategy against a change of user while a request is under way (logout, a sign-in,
 * another member): an answer that arrives afterwards is not kept, and nothing saved is handed out. It
 * also bounds the cache — the oldest written entries go past `USER_CACHE_MAX_ENTRIES`, and an answer
 * older than `USER_CACHE_MAX_AGE_SECONDS` is not handed out — instead of Workbox's `ExpirationPlugin`,
 * whose bookkeeping opens the cache by name at moments of its own choosing (after a write, after a
 * read): one that ran after `setUser` dropped the caches re-created the last member's cache, and a
 * write begun before the change could land in it. Here every write is checked after the fact and
 * undone when the user changed meanwhile.
 */
function onlyWhileSignedIn(user: number, kind: UserCacheKind) {
  const still = async () => (await userId()) === user;
  return {
    cacheWillUpdate: async ({ response }: { response: Response }) => ((await still()) ? response : null),
    cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
      if (await still()) {
        const cache = await caches.open(cacheName);
        const keys = await cache.keys();
        const over = keys.length - USER_CACHE_MAX_ENTRIES[kind];
        for (const request of keys.slice(0, Math.max(0, over))) await cache.delete(request);
      }
      await undoIfUserChanged(user, cacheName);
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
      cachedResponse &&
      (await still()) &&
      isFreshEnough(cachedResponse.headers.get('date'), Date.now(), USER_CACHE_MAX_AGE_SECONDS)
        ? cachedResponse
        : null,
  };
}

// Out of storage: the member caches are a convenience, they go first (as Workbox's purgeOnQuotaError did).
registerQuotaErrorCallback(() => void dropUserCaches());

function strategyFor(user: number, kind: UserCacheKind): Strategy {
  const cacheName = userCacheName(user, kind);
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    const plugins = [
      onlyWhileSignedIn(user, kind),
      networkReporter,
      // Images of the API's origin come back opaque (no-cors <img>): keep those too.
      new CacheableResponsePlugin({ statuses: kind === 'images' ? [0, 200] : [200] }),
    ];
    strategy =
      kind === 'images'
        ? new CacheFirst({ cacheName, plugins })
        : new NetworkFirst({ cacheName, plugins, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

/** What a navigation gets offline when the page was never saved: a plain page pointing at the saved feed. */
function offlinePage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | Stride</title><meta name="theme-color" content="#070b17"></head><body style="font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;background:#f6f7f9;color:#0c1326"><main style="max-width:32rem;margin:0 auto"><h1 style="font-size:1.5rem">You are offline</h1><p>This page was not saved on this device. Your saved updates and chats are still here.</p><p><a href="/updates/" style="color:#9c1d3b;font-weight:600">Open saved updates</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * Signed in: this user's strategy; nobody known: straight to the network, nothing kept. A page that cannot
 * be had offline gets the offline page, for nobody too.
 */
function perUser(kind: UserCacheKind) {
  return async (options: { event: ExtendableEvent; request: Request }): Promise<Response> => {
    const user = await userId();
    try {
      if (user === null) return await fetch(options.request);
      return await strategyFor(user, kind).handle({ event: options.event, request: options.request });
    } catch (error) {
      if (kind === 'pages' && options.request.mode === 'navigate') return offlinePage();
      throw error;
    }
  };
}

registerRoute(({ request }) => routeFor(request, origins) === 'page', perUser('pages'));
registerRoute(({ request }) => routeFor(request, origins) === 'api', perUser('data'));
registerRoute(({ request }) => routeFor(request, origins) === 'image', perUser('images'));

// Logout drops every member cache before the request leaves, whatever the page did.
registerRoute(
  ({ request }) => routeFor(request, origins) === 'logout',
  async ({ request }) => {
    await setUser(null);
    // This browser stops receiving the member's pushes (the API forgets the subscription on the push
    // service's next 404/410).
    await self.registration.pushManager
      .getSubscription()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined);
    return fetch(request);
  },
  'POST',
);

// Every sign-in (its start and its callback) forgets the last member's caches before it goes on: until
// the signed-in page says who it is, nothing is kept or answered from a cache.
registerRoute(
  ({ request }) => routeFor(request, origins) === 'sign-in',
  async ({ request }) => {
    await setUser(null);
    return fetch(request);
  },
);

// The page's session-token request: a session that has ended (401: expired, revoked, cookies gone) drops
// the member caches; offline, the page gets a placeholder so its reads reach the cache above.
registerRoute(
  ({ request }) => routeFor(request, origins) === 'session-token',
  async ({ request }) => {
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      await reportNetwork(false);
      if ((await userId()) === null) throw error;
      const accessToken = offlineSessionToken(Math.floor(Date.now() / 1000));
      return Response.json({ accessToken }, { headers: { 'cache-control': 'no-store' } });
    }
    if (response.status === 401) await setUser(null);
    return response;
  },
  'POST',
);

// ---- push -------------------------------------------------------------------------------------------

// A push shows its content only while its member is the one signed in here (decision 028).
self.addEventListener('push', (event: PushEvent) => {
  const text = event.data?.text();
  event.waitUntil(
    (async () => {
      const notification = notificationFromPush(text, self.location.origin, await userId());
      await self.registration.showNotification(notification.title, {
        body: notification.body,
        tag: notification.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: notification.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = clickTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          await focused.navigate(url);
          return;
        } catch {
          // A window this worker does not control cannot be navigated: open a new one.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
