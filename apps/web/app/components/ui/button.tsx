import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from './link';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Design-system classes (app/design-system.css): .btn, .btn-<variant>, .btn-<size>.

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms and menus). */
  block?: boolean;
}

/** The class list of a button; exported so other primitives (Radix triggers) can look like one. */
export function buttonClasses({ variant = 'primary', size = 'md', block = false }: StyleProps = {}): string {
  return cn('btn', `btn-${variant}`, `btn-${size}`, block && 'w-full');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** Shows a spinner, disables the button and tells assistive tech it is busy. */
  loading?: boolean;
  children: ReactNode;
}

/** The app's button: brand-coloured primary action plus quieter variants, three sizes. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleProps {
  children: ReactNode;
}

/** A link that looks like a button, for navigation actions ("View Syndicates", "Log In"). */
export function ButtonLink({ variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={cn(buttonClasses({ variant, size, block }), className)} {...rest}>
      {children}
    </Link>
  );
}
