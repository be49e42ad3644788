import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: it reads the document's declared family once. (React's test render hoists
 * the `<link>`s into <head>: they are read from the document.) */
const load = async () => await import('./theme-fonts');

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
});

describe("the browser's render of the first layout's fonts (decision 058)", () => {
  it('repeats the family the server declared, whatever the user is now, so the takeover adopts its nodes', async () => {
    document.head.innerHTML = '<style data-theme-faces="Arimo"></style>';
    const { FontPreloads, ThemeFontsStylesheet } = await load();
    const { container } = render(
      <>
        <FontPreloads family="Merriweather" />
        <ThemeFontsStylesheet family="Merriweather" />
      </>,
    );
    const hrefs = [...document.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      expect.stringContaining('arimo-latin-400'),
      expect.stringContaining('arimo-latin-700'),
    ]);
    expect(container.querySelector('style')?.getAttribute('data-theme-faces')).toBe('Arimo');
  });

  it("keeps Inter's preload and declares nothing in a document the server declared no family in", async () => {
    const { FontPreloads, ThemeFontsStylesheet } = await load();
    const { container } = render(
      <>
        <FontPreloads family="Arimo" />
        <ThemeFontsStylesheet family="Arimo" />
      </>,
    );
    const hrefs = [...document.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([expect.stringContaining('inter-latin-wght-subset')]);
    expect(container.querySelector('style')).toBeNull();
  });
});
