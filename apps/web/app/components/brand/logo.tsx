import { Link } from 'react-router';
import { cn } from '../ui/cn';

export interface LogoProps {
  /** `light` for dark backgrounds (footer, hero), `dark` for the header. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The Stride mark and wordmark, linking home (SPEC §2: "logo linking home"). */
export function Logo({ tone = 'dark', className }: LogoProps) {
  return (
    <Link
      to="/"
      aria-label="Stride home"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg',
        tone === 'light' ? 'text-white' : 'text-ink-900',
        className,
      )}
    >
      <LogoMark className="size-8" />
      <span className="text-[1.35rem] leading-none font-extrabold tracking-[-0.04em]">Stride</span>
    </Link>
  );
}

/** The square brand mark alone: three speed lines forming a forward stride, on the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" className="fill-brand" />
      <path
        d="M9 21.5l6.5-11M14.5 21.5l6.5-11M20 21.5l3-5.2"
        className="stroke-on-brand"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
