import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A pulsing placeholder block shown while content loads; hidden from assistive tech. */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-ink-900/8', className)} {...rest} />
  );
}
