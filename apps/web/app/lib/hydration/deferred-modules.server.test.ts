import { Readable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  compactManifest,
  deferRouteModulesScript,
  deferredModules,
  leanScrollRestoration,
} from './deferred-modules.server';
import { DATA, MANIFEST, SCROLL_BODY, enqueueScript, enqueued } from './deferred-modules.fixtures';
import { MODULE_HINTS_ID } from './module-hints';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferredModules())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

/** React Router 7's inline module script, as `<Scripts>` writes it (lazy route discovery). */
const MODULE_BODY = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterManifest = ${JSON.stringify(MANIFEST, null, 2)};
  window.__reactRouterRouteModules = {"root":route0,"routes/_public/home":route1};

import("/assets/entry.client-1.js");`;

const HTML =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="n1"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>é — rel="modulepreload" in text stays</p><a href="/x/" data-discover="true">x</a>' +
  `<script nonce="n1">${SCROLL_BODY}</script>` +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${MODULE_BODY}</script>` +
  `<script nonce="n1">${enqueueScript(DATA)}</script>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

/** Runs a rewritten module script with a fake window; `import()` is recorded instead of loading. */
function run(
  script: string,
  options: { hidden?: boolean; paintTimeline?: boolean; hintsElement?: boolean } = {},
) {
  const imported: string[] = [];
  const preloaded: { href: string; nonce: string }[] = [];
  const hinted: { href: string; nonce: string }[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let observer:
    ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null = null;
  const window: Record<string, unknown> = {};
  if (options.paintTimeline !== false)
    window.PerformanceObserver = Object.assign(
      function PerformanceObserver(this: unknown, callback: typeof observer) {
        observer = callback;
        return { observe: () => undefined };
      },
      { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
    );
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    createElement: () => ({}) as { href: string; nonce: string },
    head: { append: (link: { href: string; nonce: string }) => preloaded.push(link) },
    getElementById: (id: string) =>
      options.hintsElement && id === MODULE_HINTS_ID
        ? { append: (link: { href: string; nonce: string }) => hinted.push(link) }
        : null,
  };
  const context = {
    window,
    document,
    setTimeout: (fn: () => void) => timers.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    __import: (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
    Promise,
    Set,
  };
  runInNewContext(script.replaceAll('import(', '__import('), context);
  return {
    window,
    imported,
    preloaded,
    hinted,
    paint: () =>
      observer?.(
        { getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) },
        { disconnect: () => undefined },
      ),
    otherPaint: () => observer?.({ getEntriesByName: () => [] }, { disconnect: () => undefined }),
    frames,
    timers,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredModules', () => {
  const expected = (async () => through([Buffer.from(HTML)]))();

  it('drops the module preload links, leaves the rest alone and defers the route modules', async () => {
    const html = await expected;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(html).toContain('<p>é — rel="modulepreload" in text stays</p>');
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(html).toContain(
      '<script nonce="n1">window.__reactRouterContext.streamController.close();</script>',
    );
    expect(html).not.toMatch(/import \* as/);
    expect(html).toContain('<a href="/x/">x</a>');
    expect(html).toContain(`<script nonce="n1">${leanScrollRestoration(SCROLL_BODY)}</script>`);
    expect(html).toContain(`window.__reactRouterManifest=${JSON.stringify(compactManifest(MANIFEST))};`);
  });

  it('sends the hydration data single-quoted: the same string, no escaped quotes, nothing that closes the script', async () => {
    const html = await expected;
    const script =
      /<script nonce="n1">(window\.__reactRouterContext\.streamController\.enqueue\(.*?\);)<\/script>/s.exec(
        html,
      )?.[1];
    expect(script).toBeDefined();
    expect(enqueued(script!)).toBe(DATA);
    expect(script).not.toContain('\\"');
    expect(script!.slice(0, -2)).not.toMatch(/<|\u2028/);
  });

  it('gives the same bytes however the stream is cut, a UTF-8 character or a tag split included', async () => {
    const bytes = Buffer.from(HTML);
    const whole = await expected;
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it('keeps an unfinished tag at the end of the stream', async () => {
    expect(await through([Buffer.from('<p>x</p><link rel="modu')])).toBe('<p>x</p><link rel="modu');
    expect(await through([Buffer.from('<p>x</p><script type="module">import("a")')])).toBe(
      '<p>x</p><script type="module">import("a")',
    );
  });
});

describe('deferRouteModulesScript', () => {
  const script = deferRouteModulesScript(MODULE_BODY, 'n1');

  it('imports nothing before the frame after the first contentful paint, then preloads, route modules, the entry', async () => {
    const page = run(script);
    // The manifest is there at once (without its false flags: absent reads the same); nothing is fetched yet.
    const compact = compactManifest(MANIFEST);
    for (const [id, route] of Object.entries(compact.routes)) (route as { id?: string }).id = id;
    expect(page.window.__reactRouterManifest).toEqual(compact);
    expect(page.imported).toEqual([]);
    page.otherPaint(); // first-paint only: not contentful yet
    await settle();
    expect(page.imported).toEqual([]);
    page.paint();
    // The frame after the paint: an animation frame, then a task.
    expect(page.imported).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.imported).toEqual([]);
    page.timers.at(-1)!();
    // Route modules requested, and the first preload; the others follow one per task.
    expect(page.imported).toEqual(['/assets/root-1.js', '/assets/home-1.js']);
    expect(page.preloaded).toHaveLength(1);
    // Each hint's task appends one link and queues the next; the last finds none left.
    for (let n = 2; n <= 5; n += 1) {
      page.timers.at(-1)!();
      expect(page.preloaded).toHaveLength(n);
    }
    const queued = page.timers.length;
    page.timers.at(-1)!();
    expect(page.timers).toHaveLength(queued);
    await settle();
    expect(page.preloaded).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-1.js', nonce: 'n1' },
      { rel: 'modulepreload', href: '/assets/shell-1.js', nonce: 'n1' },
      { rel: 'modulepreload', href: '/assets/root-1.js', nonce: 'n1' },
      { rel: 'modulepreload', href: '/assets/home-1.js', nonce: 'n1' },
      { rel: 'modulepreload', href: '/assets/card-1.js', nonce: 'n1' },
    ]);
    expect(page.imported).toEqual(['/assets/root-1.js', '/assets/home-1.js', '/assets/entry.client-1.js']);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-1.js' },
      'routes/_public/home': { url: '/assets/home-1.js' },
    });
  });

  it('loads once, whichever of the paint and the safety timeout comes first', async () => {
    const page = run(script);
    page.paint();
    for (const frame of page.frames) frame();
    for (const timer of page.timers) timer();
    page.paint();
    for (const frame of page.frames) frame();
    for (const timer of page.timers) timer();
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it('loads after the safety timeout when no paint is reported', async () => {
    const page = run(script);
    for (const timer of page.timers) timer();
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it("appends the hints to the page's hints element, which the takeover leaves alone (<head> without one)", async () => {
    const page = run(script, { hidden: true, hintsElement: true });
    for (let n = 0; n < 5; n += 1) page.timers.at(-1)?.();
    await settle();
    expect(page.hinted.map((link) => link.href)).toEqual([
      '/assets/entry.client-1.js',
      '/assets/shell-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
      '/assets/card-1.js',
    ]);
    expect(page.preloaded).toEqual([]);
  });

  it('loads at once in a hidden tab, which never paints', async () => {
    const page = run(script, { hidden: true });
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it('waits for the frame after the next animation frame without a paint timeline', async () => {
    const page = run(script, { paintTimeline: false });
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.imported).toEqual([]);
    page.timers.at(-1)!();
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it("imports React Router's own URLs when they are not the manifest's modules", async () => {
    const other = MODULE_BODY.replace(
      'import * as route1 from "/assets/home-1.js"',
      'import * as route1 from "/assets/home-2.js"',
    );
    const page = run(deferRouteModulesScript(other, 'n1'), { hidden: true });
    await settle();
    expect(page.imported).toEqual(['/assets/root-1.js', '/assets/home-2.js', '/assets/entry.client-1.js']);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-1.js' },
      'routes/_public/home': { url: '/assets/home-2.js' },
    });
  });

  it('keeps side-effect imports static and leaves other scripts unchanged', () => {
    const dev = `import "/@hmr-runtime";\n${MODULE_BODY}`;
    expect(deferRouteModulesScript(dev, 'n')).toMatch(
      /^import "\/@hmr-runtime";window\.__reactRouterManifest=/,
    );
    expect(deferRouteModulesScript('import("/a.js");', 'n')).toBe('import("/a.js");');
  });
});
