import type { ReactNode } from 'react';
import { cn } from '../ui/cn';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
} as const;

export interface CardGridProps {
  children: ReactNode;
  /** Columns on the widest screens. */
  columns?: keyof typeof columnClasses;
  /** Names the list for assistive tech. */
  label: string;
  className?: string;
}

/** A responsive list of cards (one column on phones); children are `<li>` elements. */
export function CardGrid({ children, columns = 3, label, className }: CardGridProps) {
  return (
    <ul aria-label={label} className={cn('grid gap-5 sm:gap-6', columnClasses[columns], className)}>
      {children}
    </ul>
  );
}

/** What a list shows when the API could not give it: honest, calm, with a way to retry. */
export function ListUnavailable({ what, icon }: { what: string; icon: ReactNode }) {
  return (
    <EmptyState
      icon={icon}
      title={`The ${what} are unavailable right now`}
      description={
        <>
          We could not load the {what}. Please{' '}
          <a href="" className="font-semibold text-brand-ink underline underline-offset-4">
            try again
          </a>{' '}
          in a moment.
        </>
      }
    />
  );
}

/**
 * Placeholder cards in the grid's shape while another page of the list loads (client navigation), so
 * the layout holds still and the wait reads as loading rather than as stale results.
 */
export function CardGridSkeleton({
  count,
  columns = 3,
  media = 'photo',
}: {
  count: number;
  columns?: keyof typeof columnClasses;
  /** Photo cards (horses) or banner cards with a logo (syndicates). */
  media?: 'photo' | 'banner';
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <ul aria-hidden="true" className={cn('grid gap-5 sm:gap-6', columnClasses[columns])}>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-card border border-line/70 bg-surface shadow-card"
          >
            <Skeleton className={cn('rounded-none', media === 'photo' ? 'aspect-[4/3]' : 'aspect-[16/7]')} />
            <div className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="mt-5 h-12 w-full rounded-2xl" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
