/**
 * The inline scripts of React Router that deferred-modules.server.ts writes in fewer bytes: each rewrite
 * does at run time what the original does, and leaves any other shape alone.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  compactManifest,
  compactRouterContext,
  leanScrollRestoration,
  singleQuotedEnqueue,
} from './deferred-modules.server';
import { DATA, MANIFEST, SCROLL_BODY, enqueueScript, enqueued } from './deferred-modules.fixtures';

describe('singleQuotedEnqueue', () => {
  it('keeps every string the same at run time', () => {
    for (const value of [DATA, '', "'", '\\', '"\'"', '\u0000\u001f\t\r', 'é 🐎 ’', '<!--<script>']) {
      const rewritten = singleQuotedEnqueue(enqueueScript(value));
      expect(rewritten.length).toBeLessThanOrEqual(enqueueScript(value).length + 8);
      expect(enqueued(rewritten)).toBe(value);
    }
  });

  it('leaves other scripts alone', () => {
    expect(singleQuotedEnqueue('window.__reactRouterContext.streamController.close();')).toBe(
      'window.__reactRouterContext.streamController.close();',
    );
    expect(singleQuotedEnqueue('window.__reactRouterContext.streamController.enqueue(42);')).toBe(
      'window.__reactRouterContext.streamController.enqueue(42);',
    );
  });
});

/** Runs a scroll restoration script with a fake window: what it stored, replaced and scrolled to. */
function restore(script: string, state: { key?: string } | null, stored: string | null) {
  const calls: unknown[][] = [];
  const history = {
    state,
    replaceState(next: { key: string }) {
      calls.push(['replaceState', typeof next.key]);
      history.state = next;
    },
  };
  const window = { history, scrollTo: (x: number, y: number) => calls.push(['scrollTo', x, y]) };
  const sessionStorage = {
    getItem: (key: string) => (calls.push(['getItem', key]), stored),
    removeItem: (key: string) => calls.push(['removeItem', key]),
  };
  const console = { error: () => calls.push(['error']) };
  runInNewContext(script, { window, sessionStorage, console, Math, JSON });
  return calls;
}

describe('leanScrollRestoration', () => {
  it("does what React Router's script does, in fewer bytes", () => {
    const lean = leanScrollRestoration(SCROLL_BODY);
    expect(lean.length).toBeLessThan(SCROLL_BODY.length - 250);
    const cases: [{ key?: string } | null, string | null][] = [
      [{ key: 'k1' }, '{"k1":420}'],
      [{ key: 'k1' }, '{"k2":420}'],
      [null, null],
      [{}, '{"x":1}'],
      [{ key: 'k1' }, '{not json'],
    ];
    for (const [state, stored] of cases) {
      expect(restore(lean, state && { ...state }, stored)).toEqual(
        restore(SCROLL_BODY, state && { ...state }, stored),
      );
    }
    const keyed = SCROLL_BODY.replace('null)', '"/faq/")');
    expect(restore(leanScrollRestoration(keyed), { key: 'k' }, '{"/faq/":7}')).toEqual([
      ['getItem', 'react-router-scroll-positions'],
      ['scrollTo', 0, 7],
    ]);
  });

  it("starts a new entry at React Router's first index, so its history does not replace the state again", () => {
    const states: unknown[] = [];
    const window = {
      history: { state: null, replaceState: (next: unknown) => states.push(next) },
      scrollTo: () => undefined,
    };
    const sessionStorage = { getItem: () => null, removeItem: () => undefined };
    runInNewContext(leanScrollRestoration(SCROLL_BODY), { window, sessionStorage, console, Math, JSON });
    expect(states).toEqual([{ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 }]);
  });

  it('leaves another function or another call alone', () => {
    const changed = SCROLL_BODY.replace('window.scrollTo(0, storedY)', 'window.scrollTo(1, storedY)');
    expect(leanScrollRestoration(changed)).toBe(changed);
    const call = SCROLL_BODY.replace('null)', 'null, 1)');
    expect(leanScrollRestoration(call)).toBe(call);
    expect(leanScrollRestoration('window.x = 1;')).toBe('window.x = 1;');
  });
});

/** React Router 7's context script, as `<Scripts>` writes it. */
const CONTEXT = {
  basename: '/',
  future: { unstable_optimizeDeps: false, v8_trailingSlashAwareDataRequests: true, v8_middleware: true },
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  ssr: true,
  isSpaMode: false,
};
const CONTEXT_BODY = `window.__reactRouterContext = ${JSON.stringify(CONTEXT)};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;

/** Runs a context script with a fake stream: the context it leaves and whether its controller is wired. */
function runContext(script: string) {
  const window: { __reactRouterContext?: Record<string, unknown> } = {};
  class ReadableStream {
    constructor(source: { start(controller: string): void }) {
      source.start('controller');
    }
    pipeThrough(through: unknown) {
      return { piped: through };
    }
  }
  class TextEncoderStream {}
  runInNewContext(script, { window, ReadableStream, TextEncoderStream });
  const { stream, streamController, ...rest } = window.__reactRouterContext ?? {};
  return { rest, stream, streamController };
}

describe('compactRouterContext', () => {
  it('drops the false flags and sets the stream up the same way, in fewer bytes', () => {
    const compact = compactRouterContext(CONTEXT_BODY);
    expect(compact.length).toBeLessThan(CONTEXT_BODY.length - 60);
    const before = runContext(CONTEXT_BODY);
    const after = runContext(compact);
    expect(after.streamController).toBe('controller');
    expect(after.stream).toEqual(before.stream);
    expect(after.rest).toEqual({
      basename: '/',
      future: { v8_trailingSlashAwareDataRequests: true, v8_middleware: true },
      routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
      ssr: true,
    });
  });

  it('keeps a value with `<` unable to close the script, and leaves other shapes alone', () => {
    const odd = CONTEXT_BODY.replace('"basename":"/"', '"basename":"/</script>"');
    expect(compactRouterContext(odd)).not.toContain('</script>');
    expect(runContext(compactRouterContext(odd)).rest.basename).toBe('/</script>');
    for (const other of ['window.__reactRouterContext = {};', CONTEXT_BODY.replace('controller;', 'c;')])
      expect(compactRouterContext(other)).toBe(other);
  });
});

describe('compactManifest', () => {
  it('drops false flags, ids equal to their key and empty css lists, keeps everything else', () => {
    expect(compactManifest(MANIFEST).routes).toEqual({
      root: { hasLoader: true, module: '/assets/root-1.js', imports: ['/assets/shell-1.js'] },
      'routes/_public/home': {
        parentId: 'root',
        index: true,
        module: '/assets/home-1.js',
        imports: ['/assets/card-1.js'],
      },
    });
  });

  it("keeps the entry's imports, even empty, and its css unless empty", () => {
    expect(compactManifest({ entry: { module: '/e.js', imports: [], css: [] } }).entry).toEqual({
      module: '/e.js',
      imports: [],
    });
    expect(compactManifest(MANIFEST).entry).toEqual(MANIFEST.entry);
  });
});
