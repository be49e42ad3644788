import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** A card that is one link (its title's `.link-cover`): lifts on hover, rings when the link has focus. */
  interactive?: boolean;
  /** Remove the inner padding (cards with full-bleed media). */
  flush?: boolean;
}

/** A rounded white surface with a soft shadow; the building block of lists and panels. */
export function Card({ interactive = false, flush = false, className, ...rest }: CardProps) {
  return (
    <div
      // Design-system classes (app/design-system.css): the same utilities, named once for every card.
      className={cn(interactive ? 'group card-link' : 'card', !flush && 'card-pad', className)}
      {...rest}
    />
  );
}
