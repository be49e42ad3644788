import { render, type VNode } from 'preact';
import type { ReactElement } from 'react';
import { asTakeover } from './takeover';

/**
 * A stand-in parent for rendering the whole document with Preact (the browser runtime, decision 031).
 *
 * React Router's root renders <html>, so React hydrates `document`. Preact 11 treats `document` as its
 * <html> element and would render a second <html> inside the first. This object shows Preact a parent
 * whose only child is the existing <html> element and forwards the few DOM calls Preact makes on a parent
 * to the real document, so the server's <html> is adopted as is.
 */
function documentRoot(): Element {
  const root = {
    nodeType: 1,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: <T extends Node>(node: T, before: Node | null): T => document.insertBefore(node, before),
    appendChild: <T extends Node>(node: T): T => document.appendChild(node),
    removeChild: <T extends Node>(node: T): T => document.removeChild(node),
    contains: (node: Node | null): boolean => document.contains(node),
  };
  // Preact reads and writes only the members above (and its own bookkeeping property) on a root.
  return root as unknown as Element;
}

/**
 * Removes the <link>s React's server renderer added to <head> on its own, so that Preact adopts the
 * server's links in place.
 *
 * Preact adopts existing nodes by position (the first unused element of the same tag). The root's
 * links are declared in the order React's server writes them (root.tsx), so the client's k-th <link>
 * is the server's k-th and the stylesheet node is kept as it is: it is neither re-fetched nor
 * re-parsed, and the document is not restyled by the takeover. The server alone adds an image preload
 * for every `fetchPriority="high"` image (hoisted to the top of <head>); left in place, each would
 * shift every later link by one and re-point the stylesheet. They have done their work by now (the
 * image is loading or loaded), so they go.
 */
function dropServerOnlyLinks(): void {
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
}

/**
 * Takes over the server-rendered document with `element` (the router): Preact renders into the existing
 * DOM, adopting the server's nodes by position and correcting any attribute or text that differs, and
 * removing nodes the client tree does not have.
 *
 * Preact's own hydrate() never corrects attributes — it trusts the markup came from the same renderer —
 * while React's server output differs in places (see dropServerOnlyLinks); render() diffs what it adopts,
 * which costs a little more work once and is always right.
 */
export function adoptDocument(element: ReactElement): void {
  dropServerOnlyLinks();
  // react's elements are preact/compat's VNodes in the browser build.
  asTakeover(() => render(element as unknown as VNode, documentRoot()));
}
