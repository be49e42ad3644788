import type { WebFontFamily } from '@stride/shared';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's render of both components for a user whose theme names `family`, in a fresh module (it
 * reads the document's declared family once): the preloaded files (React's test render hoists the
 * `<link>`s into <head>, so they are read from the document) and the family its `<style>` declares.
 */
async function renderFonts(family: WebFontFamily) {
  const { FontPreloads, ThemeFontsStylesheet } = await import('./theme-fonts');
  const { container } = render(
    <>
      <FontPreloads family={family} />
      <ThemeFontsStylesheet family={family} />
    </>,
  );
  return {
    preloads: [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
    declared: container.querySelector('style')?.getAttribute('data-theme-faces') ?? null,
  };
}

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
});

describe("the browser's render of the first layout's fonts (decision 058)", () => {
  it('repeats the family the server declared, whatever the user is now, so the takeover adopts its nodes', async () => {
    document.head.innerHTML = '<style data-theme-faces="Arimo"></style>';
    const { preloads, declared } = await renderFonts('Merriweather');
    expect(preloads).toEqual([
      expect.stringContaining('arimo-latin-400'),
      expect.stringContaining('arimo-latin-700'),
    ]);
    expect(declared).toBe('Arimo');
  });

  it("keeps Inter's preload and declares nothing in a document the server declared no family in", async () => {
    const { preloads, declared } = await renderFonts('Arimo');
    expect(preloads).toEqual([expect.stringContaining('inter-latin-core-wght-subset')]);
    expect(declared).toBeNull();
  });
});
