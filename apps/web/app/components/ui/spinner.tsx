import { cn } from './cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; pass null when a surrounding element already says it is busy. */
  label?: string | null;
  className?: string;
}

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-current border-r-transparent', sizes[size])}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
