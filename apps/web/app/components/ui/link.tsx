import {
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type TouchEvent,
  useContext,
  useState,
} from 'react';
import { PrefetchPageLinks, UNSAFE_DataRouterContext as DataRouterContext, useLocation } from 'react-router';
import { linkPrefetch } from '../../lib/prefetch/link-prefetch';

/** The props of an in-app link: an anchor's, the path, and React Router's prefetch policies that apply. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path within the app ("/horses/"); anything else (a full URL, mailto:) is a plain document link. */
  to: string;
  /** "intent": the page's modules and data are fetched once the link is hovered, focused or touched. */
  prefetch?: 'none' | 'intent';
  /** A full document load instead of the app's navigation (the sign-in flow, which leaves the app). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: the anchor React Router's `<Link>` renders (`href`, `data-discover` for its route
 * discovery), with its click rule (a plain left click in this window navigates in the app; a click on
 * the page already shown replaces the history entry) and its intent prefetch — without its hooks
 * (decision 060).
 *
 * Why: React Router's Link runs ~15 hooks per render (it resolves its path against the matched routes,
 * subscribes to the location, and sets up prefetch state, a ref and effects). A member's feed renders
 * ~40 of them in the takeover, where they were the costliest component (21 of ~70 ms of rendering on
 * this machine). This one reads the router once, and only when clicked.
 */
export function Link({ to, prefetch = 'none', reloadDocument, onClick, target, ...rest }: LinkProps) {
  const router = useContext(DataRouterContext)?.router;
  const inApp = to.startsWith('/') && !to.startsWith('//');
  if (!inApp) return <a {...rest} href={to} target={target} onClick={onClick} />;
  const intent = prefetch === 'intent';
  return (
    <a
      {...rest}
      href={to}
      target={target}
      data-discover="true"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // React Router's rule: only a plain left click on a link that opens in this window.
        const modified = event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (!router || reloadDocument || event.defaultPrevented || modified || (target && target !== '_self'))
          return;
        event.preventDefault();
        const here = router.state.location;
        // As React Router: a link to the page already shown replaces the history entry.
        void router.navigate(to, { replace: here.pathname + here.search + here.hash === to });
      }}
      onMouseEnter={withIntent(rest.onMouseEnter, intent && startIntent(to))}
      onFocus={withIntent(rest.onFocus, intent && startIntent(to))}
      onTouchStart={withIntent(rest.onTouchStart, intent && startIntent(to))}
      onMouseLeave={withIntent(rest.onMouseLeave, intent && cancelIntent)}
      onBlur={withIntent(rest.onBlur, intent && cancelIntent)}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Only the exact path is active (home), not the pages under it. */
  end?: boolean;
  className?: (state: { isActive: boolean }) => string | undefined;
  children?: ReactNode;
}

/**
 * A menu's link (React Router's NavLink): `aria-current="page"` and the active classes while the
 * current page is its path or, without `end`, under it; compared case-insensitively, as React Router.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  // Menu entries are paths without a query (SPEC §2 menus).
  const current = useLocation().pathname.toLowerCase();
  const path = to.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const isActive = current === path || (!end && current.startsWith(path) && current.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={className?.({ isActive })}
    />
  );
}

type IntentEvent =
  MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | TouchEvent<HTMLAnchorElement>;

/** Runs the caller's handler, then ours unless the caller prevented the default (as React Router). */
function withIntent<E extends IntentEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: ((event: E) => void) | false,
): ((event: E) => void) | undefined {
  if (!ours) return theirs;
  if (!theirs) return ours;
  return (event) => {
    theirs(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** After this long on a link (hover, focus, touch), its page is prefetched: React Router's delay. */
export const PREFETCH_INTENT_DELAY_MS = 100;

/** The link under intent and its timer: one at a time, as there is one pointer and one focus. */
let intentLink: EventTarget | undefined;
let intentTimer: ReturnType<typeof setTimeout> | undefined;

function startIntent(href: string) {
  return (event: IntentEvent) => {
    if (intentLink === event.currentTarget) return;
    cancelIntent();
    intentLink = event.currentTarget;
    intentTimer = setTimeout(() => {
      intentLink = undefined;
      // SPEC §9: not on 2g, with save-data or offline — as the connection is when the intent is shown.
      if (linkPrefetch() === 'intent') prefetchPage(href);
    }, PREFETCH_INTENT_DELAY_MS);
  };
}

function cancelIntent() {
  clearTimeout(intentTimer);
  intentLink = undefined;
}

/** Pages prefetched on intent, most recent last; the last few keep their prefetch links. */
let prefetchedPages: readonly string[] = [];
let showPrefetches: ((pages: readonly string[]) => void) | undefined;

function prefetchPage(page: string): void {
  if (prefetchedPages.includes(page)) return;
  prefetchedPages = [...prefetchedPages, page].slice(-8);
  showPrefetches?.(prefetchedPages);
}

/**
 * The prefetch links of the pages a member showed intent for (React Router's `<PrefetchPageLinks>`:
 * the route modules and data of the page). Rendered once, in the root layout, instead of beside
 * each link; nothing until a link is hovered, focused or touched.
 */
export function IntentPrefetches() {
  const [pages, setPages] = useState(prefetchedPages);
  // One instance, in the root; its state setter is stable (a no-op once unmounted).
  showPrefetches = setPages;
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}

/** Test hook: forgets the prefetched pages and any pending intent. */
export function resetIntentPrefetches(): void {
  cancelIntent();
  prefetchedPages = [];
}
