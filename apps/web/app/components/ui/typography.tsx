import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type HeadingLevel = 1 | 2 | 3 | 4;
const headingSizes = {
  display: 'text-display font-extrabold',
  xl: 'text-headline font-bold',
  lg: 'text-2xl font-bold tracking-tight sm:text-[1.75rem]',
  md: 'text-xl font-semibold tracking-tight',
  sm: 'text-base font-semibold',
} as const;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1–h4), independent of the visual size. */
  level?: HeadingLevel;
  size?: keyof typeof headingSizes;
}

/** Headings with the type scale; level sets semantics, size sets looks. */
export function Heading({ level = 2, size = 'lg', className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cn('text-balance', headingSizes[size], className)} {...rest} />;
}

const textSizes = {
  lg: 'text-lg leading-relaxed',
  md: 'text-base leading-relaxed',
  sm: 'text-sm leading-6',
} as const;
const textTones = {
  default: 'text-fg',
  muted: 'text-fg-muted',
  subtle: 'text-fg-subtle',
  inherit: '',
} as const;

export interface TextProps extends HTMLAttributes<HTMLParagraphElement> {
  size?: keyof typeof textSizes;
  tone?: keyof typeof textTones;
}

/** Body copy in the three sizes and tones the app uses. */
export function Text({ size = 'md', tone = 'default', className, ...rest }: TextProps) {
  return <p className={cn(textSizes[size], textTones[tone], className)} {...rest} />;
}

/** The small uppercase label above a section heading. */
export function Eyebrow({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('eyebrow', className)} {...rest} />;
}
