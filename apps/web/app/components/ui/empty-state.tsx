import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon (aria-hidden is applied here). */
  icon?: ReactNode;
  /** Optional action, e.g. a ButtonLink. */
  action?: ReactNode;
  className?: string;
}

/** What a section shows when it has nothing to list, or could not load: a calm, explanatory panel. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-line bg-surface/60 px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-ink"
        >
          {icon}
        </div>
      )}
      <p className="text-base font-semibold text-fg">{title}</p>
      {description && <div className="mt-1.5 max-w-sm text-sm leading-6 text-fg-muted">{description}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
