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
  it('is written by the server without an href, its address kept for the loader to link after the first paint', () => {
    const html = renderToString(<ThemeFontsStylesheet />);
    // (Vitest resolves the sheet's `?url` import to nothing; the build gives its hashed file.)
    expect(html).toMatch(/<link rel="stylesheet" data-after-paint="[^"]*"\/>/);
    expect(html).not.toMatch(/<link[^>]* href=/);
    expect(html).toContain(ENABLE_CACHED_THEME_FONTS);
  });

  it('links the sheet before the paint where a theme font has loaded before', () => {
    const sheet = () => ({ href: '', dataset: { afterPaint: '/assets/theme-fonts-1.css' } });
    const returning = sheet();
    const storage = new Map([[THEME_FONTS_LOADED_KEY, '1']]);
    new Function('localStorage', 'document', ENABLE_CACHED_THEME_FONTS)(
      { getItem: (key: string) => storage.get(key) ?? null },
      { querySelector: () => returning },
    );
    expect(returning.href).toBe('/assets/theme-fonts-1.css');
    const first = sheet();
    new Function('localStorage', 'document', ENABLE_CACHED_THEME_FONTS)(
      { getItem: () => null },
      { querySelector: () => first },
    );
    expect(first.href).toBe('');
  });
});

describe('themeFontLoaded', () => {
  it('is true once a theme family has loaded, whatever the quoting', () => {
    expect(themeFontLoaded([face('"Merriweather"', 'loaded')])).toBe(true);
    expect(themeFontLoaded([face('Arimo', 'loaded')])).toBe(true);
    expect(themeFontLoaded([face('Merriweather', 'loading'), face('Inter Variable', 'loaded')])).toBe(false);
  });
});
