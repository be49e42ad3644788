/**
 * The page's side of the service worker (decision 022): registers /sw.js after the load event, once the
 * page is idle (it adds nothing to first paint: no library, a few hundred bytes), tells the worker who is
 * signed in so member caches are kept per user and dropped for anyone else, and clears them from the page
 * too when nobody is.
 */
import { USER_CACHE_PREFIX } from '../../../sw/policy';
import { afterPageSettled } from '../hydration/after-paint';

/** Where the worker lives; the API origin rides along so it knows which reads to keep. */
export function serviceWorkerUrl(apiUrl: string): string {
  return `/sw.js?${new URLSearchParams({ api: apiUrl }).toString()}`;
}

/** True when this browser can run the worker (not jsdom, not an old WebView, not a plain-http origin). */
export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Drops every member cache this origin holds (logout, another user): also done by the worker itself. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/** Tells the active worker who is signed in (null: nobody) and waits for it to have switched caches. */
async function announceUser(registration: ServiceWorkerRegistration, userId: number | null): Promise<void> {
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'stride:user', userId, url: window.location.href }, [channel.port2]);
    setTimeout(resolve, 3000);
  });
}

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers the worker once per page load; resolves to its registration, or null where unsupported. */
export function registerServiceWorker(apiUrl: string): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registering ??= new Promise((resolve) => {
    // After the load event, when the browser is idle, so registration never competes with the page.
    afterPageSettled(
      () =>
        void navigator.serviceWorker
          .register(serviceWorkerUrl(apiUrl), { scope: '/' })
          .then(resolve, () => resolve(null)),
      { quietMs: 0, idleTimeoutMs: 5000 },
    );
  });
  return registering;
}

/** Registration and the current user in one call, for the root component's effect. */
export async function syncServiceWorker(apiUrl: string, userId: number | null): Promise<void> {
  if (userId === null) await clearUserCaches().catch(() => undefined);
  const registration = await registerServiceWorker(apiUrl);
  if (registration) await announceUser(registration, userId);
}
