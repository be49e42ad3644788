import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ASSETS_META, consoleAssets, prefetchConsoleWhenIdle } from './prefetch';

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

function listAssets(content: string) {
  const meta = document.createElement('meta');
  meta.name = CONSOLE_ASSETS_META;
  meta.content = content;
  document.head.append(meta);
}

describe('console prefetch', () => {
  it('reads the asset list the build wrote, and nothing without one (dev server)', () => {
    expect(consoleAssets()).toEqual([]);
    listAssets('/admin/assets/console-a.js  /admin/assets/x.css');
    expect(consoleAssets()).toEqual(['/admin/assets/console-a.js', '/admin/assets/x.css']);
  });

  it('adds CORS-mode script prefetches (reusable by module imports) once the page is idle', () => {
    vi.useFakeTimers();
    listAssets('/admin/assets/console-a.js /admin/assets/x.css');
    prefetchConsoleWhenIdle();
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    vi.runAllTimers();
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.as, l.crossOrigin])).toEqual([
      ['/admin/assets/console-a.js', 'script', 'anonymous'],
      ['/admin/assets/x.css', 'style', null],
    ]);
  });
});
