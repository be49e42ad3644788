/**
 * Warms the HTTP cache with the console's code while the sign-in screen is shown (decision 036). Signing
 * in leaves the page for the provider and comes back with a full load of /admin/?code=…, so the console
 * only needs to be *in the cache* by then: `<link rel="prefetch">` downloads it at idle priority without
 * parsing or running it here. The build writes the console's files into a meta tag (vite.config.ts).
 */

/** Name of the meta tag whose content lists the console's asset URLs, space-separated. */
export const CONSOLE_ASSETS_META = 'stride-console-assets';

/** The console's asset URLs the build listed in the page, or none (dev server, tests). */
export function consoleAssets(doc: Document = document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${CONSOLE_ASSETS_META}"]`)?.content ?? '';
  return content.split(/\s+/).filter(Boolean);
}

/** Adds a prefetch link per console asset once the page is loaded and the main thread idle. */
export function prefetchConsoleWhenIdle(win: Window = window): void {
  const prefetch = () => {
    for (const href of consoleAssets(win.document)) {
      const link = win.document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      // Module scripts are fetched in CORS mode; the prefetch must match to be reused from the cache.
      if (href.endsWith('.js')) {
        link.as = 'script';
        link.crossOrigin = 'anonymous';
      } else if (href.endsWith('.css')) link.as = 'style';
      win.document.head.append(link);
    }
  };
  // Safari has no requestIdleCallback: a short timeout after load does the same there.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(prefetch, { timeout: 3000 })
      : win.setTimeout(prefetch, 500);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
