import type { HTMLAttributes } from 'react';
import { cn } from './cn';

// Design-system classes (app/design-system.css): .wrap and its width modifiers.
const widths = { narrow: 'wrap-narrow', default: undefined, wide: 'wrap-wide' } as const;

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: keyof typeof widths;
}

/** Centres content with the page gutters used everywhere (16px on phones, growing with the screen). */
export function Container({ width = 'default', className, ...rest }: ContainerProps) {
  return <div className={cn('wrap', widths[width], className)} {...rest} />;
}
