import { useNavigation } from 'react-router';
import { Link } from '../ui/link';
import { cn } from '../ui/cn';

/** One slot of the page list: a page number or a gap. */
export type PageSlot = number | 'gap';

/**
 * The page numbers to show: always the first and last, the current one with `siblings` either side, and a
 * gap where pages are skipped (a gap never hides a single page: it shows the number instead).
 */
export function pageSlots(current: number, total: number, siblings = 1): PageSlot[] {
  if (total <= 0) return [];
  const wanted = new Set<number>([1, total]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) slots.push('gap');
    slots.push(page);
  });
  return slots;
}

/** True while the router loads another page of the list at `basePath` (a pagination click). */
export function useListPending(basePath: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === basePath;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The list's path; page 1 links to it bare, others add `?page=N`. */
  basePath: string;
  /** Names the list for assistive tech ("Syndicates pages"). */
  label: string;
}

function hrefFor(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

const itemBase =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-[0.9375rem] font-semibold tabular-nums transition-colors';

/** Previous / numbered / next links for a server-paged list; real links, so it works without JavaScript. */
export function Pagination({ page, totalPages, basePath, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const slots = pageSlots(page, totalPages);
  const edge = (target: number, text: string, rel: 'prev' | 'next') =>
    target < 1 || target > totalPages ? (
      <span aria-disabled="true" className={cn(itemBase, 'cursor-default px-4 text-fg-subtle/60')}>
        {text}
      </span>
    ) : (
      <Link
        to={hrefFor(basePath, target)}
        rel={rel}
        prefetch="intent"
        className={cn(itemBase, 'border border-line bg-surface px-4 text-fg hover:border-fg-subtle')}
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, 'Previous', 'prev')}
      <ul className="flex flex-wrap items-center gap-1">
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-subtle">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === page ? (
                <span aria-current="page" className={cn(itemBase, 'bg-ink-900 text-white')}>
                  <span className="sr-only">Page </span>
                  {slot}
                </span>
              ) : (
                <Link
                  to={hrefFor(basePath, slot)}
                  prefetch="intent"
                  aria-label={`Page ${slot}`}
                  className={cn(itemBase, 'text-fg hover:bg-ink-900/6')}
                >
                  {slot}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, 'Next', 'next')}
    </nav>
  );
}
