import { Link } from '../ui/link';
import { cn } from '../ui/cn';
import { SpriteIcon } from '../ui/icons';

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
      className={cn('logo', tone === 'light' ? 'text-white' : 'text-ink-900', className)}
    >
      <LogoMark className="size-8" />
      <span className="logo-word">Stride</span>
    </Link>
  );
}

/** The square brand mark alone: three speed lines forming a forward stride, on the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  // From the sprite: .logo-mark paints the square in the brand colour and the lines in its contrast colour.
  return <SpriteIcon name="logo" className={cn('logo-mark', className)} />;
}
