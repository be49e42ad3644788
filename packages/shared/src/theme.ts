/**
 * Per-syndicate theming of SPEC §1/§9: default colour, font mapping to the self-hosted web fonts, and the
 * choice of theme for a user with several syndicates.
 */

export const DEFAULT_THEME_COLOUR = '#F36A81';
/** Syndicate theme font names → self-hosted web font families. */
export const THEME_FONTS = {
  Arial: 'Arimo',
  Georgia: 'Merriweather',
  Helvetica: 'IBM Plex Sans',
} as const;
export type ThemeFontName = keyof typeof THEME_FONTS;
export type WebFontFamily = (typeof THEME_FONTS)[ThemeFontName];
/** Font used when there is no syndicate font, or the user's syndicates differ. */
export const DEFAULT_THEME_FONT: ThemeFontName = 'Arial';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for #RGB or #RRGGBB. */
export function isValidThemeColour(value: string): boolean {
  return COLOUR.test(value);
}

/** True for a font name the theme supports. */
export function isThemeFontName(value: string): value is ThemeFontName {
  return Object.hasOwn(THEME_FONTS, value);
}

/** Web font family of a syndicate font name; the default family for unknown names. */
export function webFontFor(fontName: string | null | undefined): WebFontFamily {
  return fontName && isThemeFontName(fontName) ? THEME_FONTS[fontName] : THEME_FONTS[DEFAULT_THEME_FONT];
}

/**
 * The syndicate font name a web font family stands for (Arial for Arimo…): the inverse of webFontFor,
 * what a page shows until the web font has loaded.
 */
export function fontNameFor(family: WebFontFamily): ThemeFontName {
  return (Object.keys(THEME_FONTS) as ThemeFontName[]).find((name) => THEME_FONTS[name] === family)!;
}

export interface Theme {
  colour: string;
  font: WebFontFamily;
}

/** The default theme. */
export const DEFAULT_THEME: Theme = { colour: DEFAULT_THEME_COLOUR, font: THEME_FONTS[DEFAULT_THEME_FONT] };

/**
 * Theme for a user's syndicates: the shared colour and font when all syndicates agree, the defaults for
 * whatever differs (SPEC §9 "default font when syndicates differ"); invalid values fall back too.
 */
export function themeForSyndicates(
  syndicates: readonly { themeColour?: string | null; themeFont?: string | null }[],
): Theme {
  const colours = new Set(syndicates.map((s) => s.themeColour?.toUpperCase() ?? ''));
  const fonts = new Set(syndicates.map((s) => s.themeFont ?? ''));
  const [colour] = colours;
  const [font] = fonts;
  return {
    colour: colours.size === 1 && colour && isValidThemeColour(colour) ? colour : DEFAULT_THEME_COLOUR,
    font: fonts.size === 1 ? webFontFor(font) : DEFAULT_THEME.font,
  };
}

/** CSS custom properties carrying a theme (the web sets them on the document root). */
export function themeCssVariables(theme: Theme): Record<'--theme-colour' | '--theme-font', string> {
  return { '--theme-colour': theme.colour, '--theme-font': `'${theme.font}'` };
}
