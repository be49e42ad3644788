import { Children, Fragment, type ReactNode, cloneElement, isValidElement } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';

/** An element's props as this filter reads them. */
interface ElementProps {
  rel?: unknown;
  children?: ReactNode;
}

/** `node` without its `<link rel="modulepreload">` elements, looking through fragments. */
export function withoutModulePreloads(node: ReactNode): ReactNode {
  if (!isValidElement<ElementProps>(node)) return node;
  if (node.type === 'link' && node.props.rel === 'modulepreload') return null;
  if (node.type !== Fragment) return node;
  return cloneElement(node, undefined, ...Children.toArray(node.props.children).map(withoutModulePreloads));
}

/**
 * React Router's `<Scripts>` without its `<link rel="modulepreload">` elements, on the server and in the
 * browser alike (decision 057).
 *
 * Why: the server's HTML never carries them (deferred-modules.server.ts drops them: the page's modules
 * are named by the inlined manifest and hinted once the page has painted, decision 039), but the browser's
 * first render of `<Scripts>` still asked for one per module of the entry and the matched routes. Preact
 * found no such node to adopt and created and inserted each one inside the takeover's task — 15 on home,
 * 28 on `/updates/` — each insertion starting a preload of a module already loaded; `<Scripts>` then
 * removed them on its next render. Its two scripts are kept as they are (the server's nodes are adopted).
 */
export function RouterScripts(props: ScriptsProps): ReactNode {
  // Called as a function, not rendered: its output is filtered before anything renders it. Its hooks
  // run as this component's, in the same order on every render.
  return withoutModulePreloads(Scripts(props));
}
