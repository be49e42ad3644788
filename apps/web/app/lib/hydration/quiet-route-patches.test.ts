import { createMemoryRouter, type DataRouter, type RouterSubscriber } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietHydratedRouterPatches, quietRoutePatches, sameFields } from './quiet-route-patches';

const routers: DataRouter[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

/**
 * A data router on `/` whose routes know nothing of `/horses/` until it is patched in (lazy discovery);
 * disposed after the test.
 */
function homeRouter(): DataRouter {
  const router = createMemoryRouter([{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }]);
  routers.push(router);
  return router;
}

/** A subscriber through the router's own (unwrapped) `subscribe`, and one through the wrapped one. */
function told(router: DataRouter, subscribe: DataRouter['subscribe']) {
  const raw = vi.fn<RouterSubscriber>();
  const quiet = vi.fn<RouterSubscriber>();
  subscribe(raw);
  router.subscribe(quiet);
  return { raw, quiet };
}

describe('quietRoutePatches', () => {
  it('does not tell subscribers of a route patch, which changes no field of the state', () => {
    const router = homeRouter();
    const unwrapped = router.subscribe.bind(router);
    quietRoutePatches(router);
    const { raw, quiet } = told(router, unwrapped);

    router.patchRoutes('root', [{ id: 'horses', path: 'horses' }]);

    expect(raw).toHaveBeenCalledTimes(1); // React Router itself tells of a "new" state…
    expect(quiet).not.toHaveBeenCalled(); // …which RouterProvider no longer re-renders the page for
    expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(['home', 'horses']);
  });

  it('tells subscribers of every state that changes, including a navigation to a patched route', async () => {
    const router = homeRouter();
    quietRoutePatches(router);
    const subscriber = vi.fn<RouterSubscriber>();
    router.subscribe(subscriber);

    router.patchRoutes('root', [{ id: 'horses', path: 'horses' }]);
    await router.navigate('/horses');

    expect(subscriber).toHaveBeenCalled();
    const [state] = subscriber.mock.calls.at(-1)!;
    expect(state.location.pathname).toBe('/horses');
    expect(state.matches.map((match) => match.route.id)).toEqual(['root', 'horses']);
  });

  it('passes on an unchanged state that carries something else: flushSync, errors, forgotten fetchers', () => {
    const router = homeRouter();
    let deliver: RouterSubscriber = () => undefined;
    // A stand-in subscribe that hands back the notification function, so each option can be sent alone.
    router.subscribe = (fn) => {
      deliver = fn;
      return () => undefined;
    };
    quietRoutePatches(router);
    const subscriber = vi.fn<RouterSubscriber>();
    router.subscribe(subscriber);
    const same = () => ({ ...router.state });
    const nothing = { deletedFetchers: [], newErrors: null, flushSync: false };

    deliver(same(), nothing);
    expect(subscriber).toHaveBeenCalledTimes(0);
    deliver(same(), { ...nothing, flushSync: true });
    deliver(same(), { ...nothing, newErrors: { home: new Error('boom') } });
    deliver(same(), { ...nothing, deletedFetchers: ['comment-like'] });
    expect(subscriber).toHaveBeenCalledTimes(3);
    deliver({ ...router.state, revalidation: 'loading' }, nothing);
    expect(subscriber).toHaveBeenCalledTimes(4);
  });
});

describe('sameFields', () => {
  it('compares the fields by identity, not by shape', () => {
    const location = { pathname: '/' };
    expect(sameFields({ location, n: 1 }, { location, n: 1 })).toBe(true);
    expect(sameFields({ location, n: 1 }, { location: { pathname: '/' }, n: 1 })).toBe(false);
    expect(sameFields({ location }, { location, n: 1 })).toBe(false);
    expect(sameFields({ location, n: 1 }, { location })).toBe(false);
  });
});

describe('quietHydratedRouterPatches', () => {
  it('quiets the router HydratedRouter publishes on window, once', () => {
    const target: { __reactRouterDataRouter?: DataRouter } = {};
    quietHydratedRouterPatches(target);
    const router = homeRouter();
    const original = router.subscribe;

    target.__reactRouterDataRouter = router;
    const wrapped = router.subscribe;
    target.__reactRouterDataRouter = router;

    expect(target.__reactRouterDataRouter).toBe(router);
    expect(wrapped).not.toBe(original);
    expect(router.subscribe).toBe(wrapped);
    const subscriber = vi.fn<RouterSubscriber>();
    router.subscribe(subscriber);
    router.patchRoutes('root', [{ id: 'horses', path: 'horses' }]);
    expect(subscriber).not.toHaveBeenCalled();
  });
});
