import type { Theme } from '@stride/shared';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../ui/cn';

/** The two CSS variables a theme sets (app.css derives every other brand colour from them). */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--color-brand': theme.colour,
    '--font-brand': `'${theme.font}', ui-sans-serif, system-ui, sans-serif`,
  } as CSSProperties;
}

export interface SyndicateThemeProps {
  theme: Theme;
  children: ReactNode;
  className?: string;
}

/** Applies a syndicate's colour and font (SPEC §1 per-syndicate theming) to everything inside it. */
export function SyndicateTheme({ theme, children, className }: SyndicateThemeProps) {
  return (
    <div style={themeStyle(theme)} className={cn('font-brand', className)}>
      {children}
    </div>
  );
}
