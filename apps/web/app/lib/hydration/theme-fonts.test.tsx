// @vitest-environment node
// The server's render: no document.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  ENABLE_CACHED_THEME_FONTS,
  THEME_FONTS_LOADED_KEY,
  ThemeFontsStylesheet,
  themeFontLoaded,
} from './theme-fonts';

const face = (family: string, status: FontFaceLoadStatus) => ({ family, status }) as FontFace;

describe('ThemeFontsStylesheet', () => {
  it('is linked media="print" by the server, marked for the loader to enable after the first paint', () => {
    const html = renderToString(<ThemeFontsStylesheet />);
    // (Vitest resolves the sheet's `?url` import to nothing; the build gives its hashed file.)
    expect(html).toMatch(/<link rel="stylesheet"(?: href="[^"]*")? media="print" data-after-paint=""\/>/);
    expect(html).toContain(ENABLE_CACHED_THEME_FONTS);
  });

  it('enables the sheet before the paint where a theme font has loaded before', () => {
    const link = { media: 'print' };
    const storage = new Map([[THEME_FONTS_LOADED_KEY, '1']]);
    new Function('localStorage', 'document', ENABLE_CACHED_THEME_FONTS)(
      { getItem: (key: string) => storage.get(key) ?? null },
      { querySelector: () => link },
    );
    expect(link.media).toBe('all');
    const first = { media: 'print' };
    new Function('localStorage', 'document', ENABLE_CACHED_THEME_FONTS)(
      { getItem: () => null },
      { querySelector: () => first },
    );
    expect(first.media).toBe('print');
  });
});

describe('themeFontLoaded', () => {
  it('is true once a theme family has loaded, whatever the quoting', () => {
    expect(themeFontLoaded([face('"Merriweather"', 'loaded')])).toBe(true);
    expect(themeFontLoaded([face('Arimo', 'loaded')])).toBe(true);
    expect(themeFontLoaded([face('Merriweather', 'loading'), face('Inter Variable', 'loaded')])).toBe(false);
  });
});
