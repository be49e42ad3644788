import type { HTMLAttributes } from 'react';
import { cn } from './cn';

// Design-system classes (app/design-system.css).
const tones = {
  brand: 'chip-brand',
  neutral: 'chip-neutral',
  dark: 'chip-dark',
  success: 'chip-success',
  danger: 'chip-danger',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

/** A small pill for statuses, counts and tags. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cn('chip', tones[tone], className)} {...rest} />;
}
