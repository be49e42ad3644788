import { type Theme, fontNameFor, themeCssVariables, themeForSyndicates } from '@stride/shared';
import { useThemeFont } from '../../lib/hydration/theme-fonts';

/**
 * The :root rule carrying a theme's CSS variables (values come from the shared, validated theme). The
 * font is followed by the one it stands for (Arimo by Arial…), which the page shows until the web font
 * has loaded (decision 049). Arial and Arimo share their metrics, so for the default theme the swap does
 * not move the text; without it the page stood in the system's sans-serif, wider, and the swap shifted it.
 */
export function themeRootCss(theme: Theme): string {
  const vars = themeCssVariables(theme);
  return `:root{--theme-colour:${vars['--theme-colour']};--theme-font:${vars['--theme-font']}, ${fontNameFor(theme.font)}}`;
}

/** The theme of a signed-in user's syndicates, or null for visitors and users without syndicates. */
export function userTheme(
  user: { syndicates: readonly { themeColour?: string | null; themeFont?: string | null }[] } | null,
): Theme | null {
  if (!user || user.syndicates.length === 0) return null;
  return themeForSyndicates(user.syndicates);
}

/**
 * Per-syndicate theming (SPEC §1, §9): a signed-in user's syndicates set the brand colour and font for the
 * whole site through the CSS variables app.css reads (--theme-colour, --theme-font); when their syndicates
 * differ the defaults apply. Rendered on the server, so the first paint is already themed; the document's
 * <head> declares and preloads the font's files (root.tsx, decision 058), and a theme that changes later
 * in the same document loads its font by script (useThemeFont).
 */
export function SiteTheme({ user }: { user: Parameters<typeof userTheme>[0] }) {
  const theme = userTheme(user);
  useThemeFont(theme?.font);
  return theme ? <style data-site-theme="">{themeRootCss(theme)}</style> : null;
}
