import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const tones = {
  brand: 'bg-brand-soft text-brand-ink',
  neutral: 'bg-ink-900/6 text-fg-muted',
  dark: 'bg-ink-900/85 text-white backdrop-blur',
  success: 'bg-success/10 text-success',
  danger: 'bg-danger/10 text-danger',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

/** A small pill for statuses, counts and tags. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs leading-none font-semibold',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
