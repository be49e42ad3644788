import type { ReactNode } from 'react';
import { cn } from '../ui/cn';
import { EmptyState } from '../ui/empty-state';

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
