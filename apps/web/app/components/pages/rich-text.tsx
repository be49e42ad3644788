import type { HTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../ui/cn';

/*
 * Long-form typography for HTML written in the back office — headings, paragraphs, lists, links, quotes,
 * tables and images, readable at 375 px — is `.rich-text` in app/design-system.css. Headings with an id
 * leave room under the sticky header when a link jumps to them (`/privacy-policy/#before-cookies`).
 */

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'className' | 'dangerouslySetInnerHTML' | 'onClick'
> {
  /** HTML already sanitised by the API (its rich-text allow-list); never user input straight from a form. */
  html: string;
  className?: string;
  /** Tighter type for short texts inside cards (update comments); long-form pages keep the default. */
  compact?: boolean;
}

/** True for a link that should stay inside the app (same origin, a page path, no new tab, no download). */
function isInAppLink(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
}

/**
 * Renders back-office HTML (static pages, FAQ answers, syndicate descriptions) with the site's
 * long-form typography. Links to the site's own pages navigate in the app instead of reloading.
 */
export function RichText({ html, className, compact = false, ...attributes }: RichTextProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !isInAppLink(anchor)) return;
    event.preventDefault();
    const url = new URL(anchor.href);
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    // The click handler only upgrades real links to in-app navigation (Enter on a link fires click too).
    <div
      {...attributes}
      className={cn(
        // Design-system classes (app/design-system.css): the element rules of long-form HTML, named once.
        'rich-text',
        compact ? 'rich-text-compact' : 'rich-text-long',
        className,
      )}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
