import { createElement } from 'react';
import { render } from 'preact';
import type { VNode } from 'preact';
import { HydratedRouter } from 'react-router/dom';

/**
 * Resolves once React Router has decoded the server's hydration data (window.__reactRouterContext).
 *
 * HydratedRouter decodes that stream on its first render and, until it is done, throws the decoding
 * promise: React waits for it at the root, Preact (the browser runtime, decision 031) has no root-level
 * suspension and would fail the hydration. So the router is rendered once into a detached element to start
 * the decoding, the thrown promise is awaited here, and the real hydration then renders synchronously from
 * the decoded state. Any other error is left to the real hydration, which reports it as usual.
 */
export async function routerStateDecoded(): Promise<void> {
  const probe = document.createElement('div');
  try {
    // react's createElement is preact/compat's in the browser build: the element is a Preact VNode.
    render(createElement(HydratedRouter) as unknown as VNode, probe);
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
  render(null, probe);
}
