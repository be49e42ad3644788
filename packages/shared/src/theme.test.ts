import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  DEFAULT_THEME_COLOUR,
  THEME_FONTS,
  fontNameFor,
  isValidThemeColour,
  themeCssVariables,
  themeForSyndicates,
  webFontFor,
} from './theme.js';

describe('theme constants', () => {
  it('match SPEC §9', () => {
    expect(DEFAULT_THEME_COLOUR).toBe('#F36A81');
    expect(THEME_FONTS).toEqual({ Arial: 'Arimo', Georgia: 'Merriweather', Helvetica: 'IBM Plex Sans' });
    for (const [name, family] of Object.entries(THEME_FONTS)) expect(fontNameFor(family)).toBe(name);
    expect(DEFAULT_THEME).toEqual({ colour: '#F36A81', font: 'Arimo' });
  });
});

describe('isValidThemeColour', () => {
  it('accepts #RGB and #RRGGBB only', () => {
    expect(['#fff', '#F36A81', '#00aa11'].map(isValidThemeColour)).toEqual([true, true, true]);
    expect(['fff', '#ffff', '#GGGGGG', '#F36A811', 'red', ''].map(isValidThemeColour)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('themeForSyndicates', () => {
  it('uses the syndicate theme when all syndicates agree', () => {
    expect(
      themeForSyndicates([
        { themeColour: '#123456', themeFont: 'Georgia' },
        { themeColour: '#123456', themeFont: 'Georgia' },
      ]),
    ).toEqual({ colour: '#123456', font: 'Merriweather' });
  });

  it('falls back to the default font when fonts differ', () => {
    expect(
      themeForSyndicates([
        { themeColour: '#123456', themeFont: 'Georgia' },
        { themeColour: '#123456', themeFont: 'Helvetica' },
      ]),
    ).toEqual({ colour: '#123456', font: 'Arimo' });
  });

  it('falls back to the default colour when colours differ or are invalid', () => {
    expect(themeForSyndicates([{ themeColour: '#111' }, { themeColour: '#222' }]).colour).toBe('#F36A81');
    expect(themeForSyndicates([{ themeColour: 'pink', themeFont: 'Helvetica' }])).toEqual({
      colour: '#F36A81',
      font: 'IBM Plex Sans',
    });
    expect(themeForSyndicates([])).toEqual(DEFAULT_THEME);
  });

  it('maps unknown fonts to the default and writes CSS variables', () => {
    expect(webFontFor('Comic Sans')).toBe('Arimo');
    expect(webFontFor('constructor')).toBe('Arimo');
    expect(themeCssVariables({ colour: '#123456', font: 'IBM Plex Sans' })).toEqual({
      '--theme-colour': '#123456',
      '--theme-font': "'IBM Plex Sans'",
    });
  });
});
