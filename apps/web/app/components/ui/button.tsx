import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none ' +
  'transition-[background-color,border-color,color,box-shadow,transform] duration-150 ease-out ' +
  'active:scale-[0.98] disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand text-on-brand shadow-[0_8px_20px_-10px_var(--color-brand)] hover:brightness-105 hover:shadow-[0_12px_26px_-10px_var(--color-brand)]',
  secondary: 'bg-ink-900 text-white hover:bg-ink-700',
  outline: 'border border-line bg-surface text-fg hover:border-fg-subtle hover:bg-canvas',
  ghost: 'text-fg hover:bg-ink-900/6',
  inverse: 'bg-white text-ink-900 hover:bg-white/90',
  'inverse-outline': 'border border-white/35 text-white hover:border-white/70 hover:bg-white/8',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
};

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms and menus). */
  block?: boolean;
}

/** The class list of a button; exported so other primitives (Radix triggers) can look like one. */
export function buttonClasses({ variant = 'primary', size = 'md', block = false }: StyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], block && 'w-full');
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
