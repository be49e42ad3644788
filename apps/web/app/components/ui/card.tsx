import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lift on hover, for cards that are links. */
  interactive?: boolean;
  /** Remove the inner padding (cards with full-bleed media). */
  flush?: boolean;
}

/** A rounded white surface with a soft shadow; the building block of lists and panels. */
export function Card({ interactive = false, flush = false, className, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-card border border-line/70 bg-surface shadow-card',
        !flush && 'p-5 sm:p-6',
        interactive &&
          'transition-[box-shadow,transform] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-card-hover focus-within:shadow-card-hover',
        className,
      )}
      {...rest}
    />
  );
}
