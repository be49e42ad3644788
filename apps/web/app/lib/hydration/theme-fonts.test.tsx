// @vitest-environment node
// The server's render: no document.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ENABLE_CACHED_THEME_FONTS, THEME_FONTS_LOADED_KEY, ThemeFontsStylesheet } from './theme-fonts';

describe('ThemeFontsStylesheet', () => {
  it('is written without an href, its address kept for a browser that has the fonts cached', () => {
    const html = renderToString(<ThemeFontsStylesheet />);
    // (Vitest resolves the sheet's `?url` import to nothing; the build gives its hashed file.)
    expect(html).toMatch(/<link rel="stylesheet" data-cached-sheet="[^"]*"\/>/);
    expect(html).not.toMatch(/<link[^>]* href=/);
    expect(html).toContain(ENABLE_CACHED_THEME_FONTS);
  });

  it('links the sheet before the paint where a theme font has loaded before', () => {
    const sheet = () => ({
      href: '',
      getAttribute: (name: string) => (name === 'data-cached-sheet' ? '/assets/theme-fonts-1.css' : null),
    });
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
