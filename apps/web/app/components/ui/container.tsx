import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const widths = { narrow: 'max-w-3xl', default: 'max-w-7xl', wide: 'max-w-[96rem]' } as const;

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: keyof typeof widths;
}

/** Centres content with the page gutters used everywhere (16px on phones, growing with the screen). */
export function Container({ width = 'default', className, ...rest }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)} {...rest} />;
}
