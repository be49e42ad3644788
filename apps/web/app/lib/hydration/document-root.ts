import { hydrate, options, type VNode } from 'preact';
import type { ReactElement } from 'react';
import { asTakeover, isTakingOver } from './takeover';

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
 * The attributes React's server and Preact's browser render write differently for the same props
 * (decision 050): ids from useId (React `_R_…_`, Preact `P0-0`: Radix's menus and our accordions link
 * trigger and panel through them) and React Router's lazy-discovery mark (the server drops it to keep
 * the HTML lean, decision 039). Each is its prop's name, except `for` (`htmlFor`).
 */
const RENDERER_DIFFERENCES = [
  'id',
  'for',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-activedescendant',
  'aria-owns',
  'aria-errormessage',
  'data-discover',
] as const;

/** An element's vnode as Preact's options hooks see it (`__e` is Preact's mangled name for its DOM node). */
interface ElementVNode {
  type: unknown;
  props: Record<string, unknown>;
  __e?: Element | null;
}

/**
 * A journey's check of the takeover (e2e/plumbing/takeover.spec.ts): called with each element's props and
 * its adopted node, it reports any attribute the server wrote differently. Unset in the product.
 */
type TakeoverCheck = (props: Record<string, unknown>, dom: Element) => void;

/** Writes the client's value of each RENDERER_DIFFERENCES attribute where the server's differs. */
function correctRendererDifferences(vnode: ElementVNode): void {
  const dom = vnode.__e;
  if (typeof vnode.type !== 'string' || !dom) return;
  const props = vnode.props;
  for (const attribute of RENDERER_DIFFERENCES) {
    const value = props[attribute === 'for' ? 'htmlFor' : attribute];
    if (value === undefined || value === null || value === false) continue;
    const text = String(value);
    if (dom.getAttribute(attribute) !== text) dom.setAttribute(attribute, text);
  }
  (globalThis as { __strideTakeoverCheck?: TakeoverCheck }).__strideTakeoverCheck?.(props, dom);
}

let correcting = false;

/**
 * Installs correctRendererDifferences on Preact's `diffed` hook, once: it acts only while Preact hydrates
 * server markup, the takeover's task or a section's later hydration (HydrateLater, decision 051).
 */
function correctWhileTakingOver(): void {
  if (correcting) return;
  correcting = true;
  const diffed = options.diffed;
  options.diffed = (vnode) => {
    if (isTakingOver()) correctRendererDifferences(vnode as unknown as ElementVNode);
    diffed?.(vnode);
  };
}

/**
 * Takes over the server-rendered document with `element` (the router): Preact hydrates the existing DOM,
 * adopting the server's nodes by position, attaching event handlers and correcting text, without reading
 * or rewriting every attribute; the few attributes the two renderers write differently are corrected
 * on the way (correctRendererDifferences), here and in the sections hydrated later (HydrateLater).
 *
 * Decision 050: Preact's render() into existing DOM read every attribute of every element and wrote
 * back each `className` (a third of the takeover's task at 4× CPU); hydrate() trusts the markup, and the
 * journey e2e/plumbing/takeover.spec.ts checks, page by page, that the markup deserves it.
 */
export function adoptDocument(element: ReactElement): void {
  dropServerOnlyLinks();
  correctWhileTakingOver();
  // react's elements are preact/compat's VNodes in the browser build.
  asTakeover(() => hydrate(element as unknown as VNode, documentRoot()));
}
