import { type Theme, fontNameFor } from '@stride/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useThemeFont } from '../../lib/hydration/theme-fonts';
import { cn } from '../ui/cn';

/**
 * What a theme's web font falls back to: the font the theme names (Georgia for Merriweather, Arial for
 * Arimo, Helvetica for IBM Plex Sans) and its generic family. The page paints in it until the web font
 * has loaded, which is after the first paint (theme-fonts.css, decision 039).
 */
function fallbackFor(font: Theme['font']): string {
  const named = fontNameFor(font);
  const generic = named === 'Georgia' ? 'serif' : 'ui-sans-serif, system-ui, sans-serif';
  return `${named}, ${generic}`;
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

/**
 * Applies a syndicate's colour and font (SPEC §1 per-syndicate theming) to everything inside it; the web
 * font loads after the takeover (decision 049).
 */
export function SyndicateTheme({ theme, children, className }: SyndicateThemeProps) {
  useThemeFont(theme.font);
  return (
    <div style={themeStyle(theme)} className={cn('font-brand', className)}>
      {children}
    </div>
  );
}
