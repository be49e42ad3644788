// @vitest-environment node
// The server's render: no document.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  ENABLE_CACHED_THEME_FONTS,
  FontPreloads,
  THEME_FONTS_LOADED_KEY,
  ThemeFontsStylesheet,
  loadDeclaredFaces,
} from './theme-fonts';

describe('ThemeFontsStylesheet', () => {
  it('is written without an href, its address kept for a browser that has the fonts cached', () => {
    const html = renderToString(<ThemeFontsStylesheet family={null} />);
    // (Vitest resolves the sheet's `?url` import to nothing; the build gives its hashed file.)
    expect(html).toMatch(/<link rel="stylesheet" data-cached-sheet="[^"]*"\/>/);
    expect(html).not.toMatch(/<link[^>]* href=/);
    expect(html).toContain(ENABLE_CACHED_THEME_FONTS);
    expect(html).not.toContain('<style');
    expect(html).not.toContain('document.fonts');
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

describe('the first layout’s fonts (decision 058)', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);

  it("preloads Inter's Latin file for a visitor, and declares no theme face", () => {
    expect(preloads(renderToString(<FontPreloads family={null} />))).toEqual([
      expect.stringContaining('inter-latin-core-wght-subset'),
    ]);
  });

  it("preloads a signed-in member's theme family instead, and declares its two faces before the body", () => {
    expect(preloads(renderToString(<FontPreloads family="Merriweather" />))).toEqual([
      expect.stringContaining('merriweather-latin-400-subset'),
      expect.stringContaining('merriweather-latin-700-subset'),
    ]);
    const html = renderToString(<ThemeFontsStylesheet family="Merriweather" />);
    const faces = /<style data-theme-faces="Merriweather">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(faces.match(/@font-face\{[^}]*\}/g)).toEqual([
      expect.stringMatching(
        /font-family:'Merriweather';.*font-display:swap;font-weight:400;src:url\([^)]*merriweather-latin-400-subset[^)]*\)/,
      ),
      expect.stringMatching(
        /font-family:'Merriweather';.*font-weight:700;src:url\([^)]*merriweather-latin-700-subset[^)]*\)/,
      ),
    ]);
    // The same files the preloads fetched, so the faces use them.
    expect(faces).toContain(preloads(renderToString(<FontPreloads family="Merriweather" />))[0]);
    // Both faces start loading where the parser reaches them, not at the first style recalculation.
    expect(html).toContain(loadDeclaredFaces('Merriweather'));
  });

  it('starts loading each weight of the declared family', () => {
    const fonts: string[] = [];
    new Function('document', loadDeclaredFaces('IBM Plex Sans'))({
      fonts: { load: (font: string) => fonts.push(font) },
    });
    expect(fonts).toEqual(["400 1em 'IBM Plex Sans'", "700 1em 'IBM Plex Sans'"]);
  });
});
