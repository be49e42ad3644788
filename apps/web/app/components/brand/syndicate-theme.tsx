import { THEME_FONTS, type Theme } from '@stride/shared';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../ui/cn';

/**
 * What a theme's web font falls back to: the font the theme names (Georgia for Merriweather, Arial for
 * Arimo, Helvetica for IBM Plex Sans) and its generic family. The page paints in it until the web font
 * has loaded, which is after the first paint (theme-fonts.css, decision 039).
 */
function fallbackFor(font: Theme['font']): string {
  const named = Object.entries(THEME_FONTS).find(([, family]) => family === font)?.[0];
  const generic = named === 'Georgia' ? 'serif' : 'ui-sans-serif, system-ui, sans-serif';
  return named ? `${named}, ${generic}` : generic;
}

/** The two CSS variables a theme sets (app.css derives every other brand colour from them). */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--color-brand': theme.colour,
    '--font-brand': `'${theme.font}', ${fallbackFor(theme.font)}`,
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
