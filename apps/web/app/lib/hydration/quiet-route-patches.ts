import type { DataRouter, RouterState, RouterSubscriber } from 'react-router';

/**
 * Quiet route patches (decision 052). Once a page has hydrated, React Router's lazy route discovery
 * fetches the routes of the page's links from `/__manifest` and adds them with `router.patchRoutes`, which
 * then tells every subscriber of a "new" state that differs from the last in no field (`updateState({})`).
 * RouterProvider re-renders the whole page for it — every route, every Link, the same DOM — and on the
 * home page that was the longest task after the first paint (≈ 50 ms on a fast core, several times that on
 * a phone). The routes added matter only to later navigations, which read them from the router itself.
 *
 * So a subscriber of the hydrated router is not told of a state whose every field is the one it was last
 * told of, when the notification carries nothing else: no fetcher to forget, no new errors, no view
 * transition, no flushSync. Every other notification reaches it unchanged.
 */

/** True when `next` has the same keys as `previous`, each holding the very same value. */
export function sameFields(previous: object, next: object): boolean {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) => Object.is(after[key], before[key]));
}

/** Wraps `router.subscribe` so its subscribers skip the notifications described above. */
export function quietRoutePatches(router: DataRouter): void {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber: RouterSubscriber) => {
    let last: RouterState = router.state;
    return subscribe((state, opts) => {
      const nothingNew =
        opts.deletedFetchers.length === 0 &&
        opts.newErrors == null &&
        opts.viewTransitionOpts == null &&
        !opts.flushSync &&
        sameFields(last, state);
      last = state;
      if (!nothingNew) subscriber(state, opts);
    });
  };
}

/**
 * Applies quietRoutePatches to the router HydratedRouter creates: it publishes that router as
 * `window.__reactRouterDataRouter` right after creating it, before RouterProvider subscribes (in a layout
 * effect of the same render). Call before the takeover renders HydratedRouter.
 */
export function quietHydratedRouterPatches(target: object = window): void {
  let router: DataRouter | undefined;
  Object.defineProperty(target, '__reactRouterDataRouter', {
    configurable: true,
    enumerable: true,
    get: () => router,
    set(value: DataRouter | undefined) {
      if (value && value !== router) quietRoutePatches(value);
      router = value;
    },
  });
}
