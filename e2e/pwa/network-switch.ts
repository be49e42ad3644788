/**
 * Cuts a browser context off the network for real, page and service worker alike (issue 16). Playwright's
 * offline emulation alone (context.setOffline) flips navigator.onLine but has not always reached the
 * worker's own fetches, which then kept reaching the local server. So, while "offline", every request the
 * context makes — the worker's included: Playwright routes service-worker requests when service workers are
 * allowed — is aborted as `internetdisconnected` before it leaves the browser, and the switch records
 * what happened, so a journey can prove that nothing got through and that the worker did try the network
 * (it answered from its cache because the network refused it, not because it never asked).
 */
import type { BrowserContext, Request, Route } from '@playwright/test';

export interface NetworkSwitch {
  /** Aborts every request from now on and turns on offline emulation (navigator.onLine false). */
  goOffline(): Promise<void>;
  /** Lets requests through again. */
  goOnline(): Promise<void>;
  /** URLs the worker itself asked the network for while offline, each refused. */
  readonly refusedWorkerRequests: string[];
  /**
   * Requests started while offline that got an answer that did not come from the service worker — i.e.
   * from the network. Must stay empty.
   */
  readonly leaks: string[];
}

function isHttp(request: Request): boolean {
  return /^https?:/.test(request.url());
}

/** Prepares the switch for `context` (online to start with). */
export function networkSwitch(context: BrowserContext): NetworkSwitch {
  let offline = false;
  const startedOffline = new WeakSet<Request>();
  const refusedWorkerRequests: string[] = [];
  const leaks: string[] = [];

  const everything = () => true;
  const refuse = async (route: Route) => {
    const request = route.request();
    if (request.serviceWorker()) refusedWorkerRequests.push(request.url());
    await route.abort('internetdisconnected');
  };

  context.on('request', (request) => {
    if (offline && isHttp(request)) startedOffline.add(request);
  });
  context.on('requestfinished', (request) => {
    if (!startedOffline.has(request)) return;
    void request.response().then((response) => {
      // A page request the worker answered (from its cache) is fine; anything else came off the network.
      if (response && !response.fromServiceWorker()) leaks.push(`${request.method()} ${request.url()}`);
    });
  });

  return {
    refusedWorkerRequests,
    leaks,
    async goOffline() {
      // Refusal first: a request that starts before the route is in place is an online request (it is
      // not refused), and counting it as started offline reported it as a leak.
      await context.route(everything, refuse);
      offline = true;
      await context.setOffline(true);
    },
    async goOnline() {
      await context.unroute(everything, refuse);
      await context.setOffline(false);
      offline = false;
    },
  };
}
