/**
 * What React Router 7 writes into a page, as the transforms of deferred-modules.server.ts meet it: shared by
 * its tests (the stream transform, the deferred module loader, the compacted scripts).
 */
import { RESTORE_SCROLL } from './deferred-modules.server';

/** A partial route manifest as React Router inlines it (lazy route discovery). */
export const MANIFEST = {
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/shell-1.js'], css: ['/assets/shell.css'] },
  routes: {
    root: {
      id: 'root',
      hasLoader: true,
      hasAction: false,
      module: '/assets/root-1.js',
      imports: ['/assets/shell-1.js'],
    },
    'routes/_public/home': {
      id: 'routes/_public/home',
      parentId: 'root',
      index: true,
      hasClientLoader: false,
      module: '/assets/home-1.js',
      imports: ['/assets/card-1.js'],
      css: [],
    },
  },
  url: '/assets/manifest-1.js',
  version: '1',
};

/** React Router's hydration data chunk for `value` (JSON.stringify, then its HTML escapes). */
export const enqueueScript = (value: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(value).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )});`;

/** What a hydration data chunk hands React Router when it runs. */
export function enqueued(script: string): unknown {
  let value: unknown;
  new Function('window', script)({
    __reactRouterContext: { streamController: { enqueue: (v: unknown) => (value = v) } },
  });
  return value;
}

export const DATA =
  '[{"_1":2},"loaderData",{"answer":"<p>It’s \'here\' & \\ there</p>\\n"},"a\u2028b</script>"]\n';

/** React Router 7's `<ScrollRestoration>` script, as it writes it (its function's `toString()`, then the call). */
export const SCROLL_BODY = `${RESTORE_SCROLL}("react-router-scroll-positions", null)`;
