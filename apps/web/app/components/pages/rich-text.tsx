import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../ui/cn';

/**
 * Long-form typography for HTML written in the back office: headings, paragraphs, lists, links, quotes,
 * tables and images, readable at 375 px. Headings with an id leave room under the sticky header when a
 * link jumps to them (`/privacy-policy/#before-cookies`).
 */
const typography = cn(
  'text-fg-muted [overflow-wrap:anywhere]',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_[id]]:scroll-mt-28',
  '[&_h1]:mt-12 [&_h1]:mb-5 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-fg',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-fg',
  '[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_h4]:mt-7 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-fg',
  '[&_h5]:mt-6 [&_h5]:font-semibold [&_h5]:text-fg [&_h6]:mt-6 [&_h6]:font-semibold [&_h6]:text-fg',
  '[&_p]:my-5',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-2 [&_li]:pl-1.5 [&_li::marker]:font-semibold [&_li::marker]:text-brand-ink',
  '[&_strong]:font-semibold [&_strong]:text-fg [&_b]:font-semibold [&_b]:text-fg',
  '[&_a]:font-semibold [&_a]:text-brand-ink [&_a]:underline [&_a]:decoration-brand/45 [&_a]:decoration-2 [&_a]:underline-offset-4',
  '[&_a]:transition-colors [&_a:hover]:decoration-brand',
  '[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-5 [&_blockquote]:text-lg [&_blockquote]:text-fg [&_blockquote]:italic',
  '[&_hr]:my-10 [&_hr]:border-line',
  '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card',
  '[&_table]:my-8 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-left [&_table]:text-[0.9375rem]',
  '[&_th]:border-b [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-fg',
  '[&_td]:border-b [&_td]:border-line/70 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
);

export interface RichTextProps {
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
export function RichText({ html, className, compact = false }: RichTextProps) {
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
      className={cn(
        typography,
        compact ? 'text-[0.9375rem] leading-7 [&_p]:!my-3' : 'text-[1.0625rem] leading-8',
        className,
      )}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
