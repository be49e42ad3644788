import { render, type VNode } from 'preact';
import type { ReactElement } from 'react';

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
 * Clears the server's <link> elements from <head> so that Preact creates the client's own.
 *
 * React's server renderer reorders links in <head> (it hoists <Scripts />'s modulepreloads from <body>
 * and puts image and font preloads first), and Preact adopts existing nodes by position: the stylesheet
 * would adopt a preload and re-point it, fetching an image as a stylesheet on the way. The links are
 * cheap to recreate (every one of them is in the HTTP cache by now), except that a stylesheet loads
 * asynchronously once re-inserted: its rules are held in a constructed stylesheet until the client's
 * own <link> has loaded, so nothing is unstyled in between.
 */
function clearHeadLinks(): void {
  const links = [...document.head.querySelectorAll('link')];
  const held: CSSStyleSheet[] = [];
  for (const link of links) {
    if (link.rel !== 'stylesheet' || !link.sheet) continue;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync([...link.sheet.cssRules].map((rule) => rule.cssText).join('\n'));
    held.push(sheet);
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...held];
  for (const link of links) link.remove();
  if (held.length === 0) return;
  const release = () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !held.includes(sheet));
  };
  queueMicrotask(() => {
    const pending = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
      (link) => !link.sheet,
    );
    if (pending.length === 0) return release();
    let left = pending.length;
    const done = () => {
      left -= 1;
      if (left === 0) release();
    };
    for (const link of pending) {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
    }
  });
}

/**
 * Takes over the server-rendered document with `element` (the router): Preact renders into the existing
 * DOM, adopting the server's nodes by position and correcting any attribute or text that differs, and
 * removing nodes the client tree does not have.
 *
 * Preact's own hydrate() never corrects attributes — it trusts the markup came from the same renderer —
 * while React's server output differs in places (see clearHeadLinks); render() diffs what it adopts,
 * which costs a little more work once and is always right.
 */
export function adoptDocument(element: ReactElement): void {
  clearHeadLinks();
  // react's elements are preact/compat's VNodes in the browser build.
  render(element as unknown as VNode, documentRoot());
}
