// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../build-config/compile-hints';
import { inlineManifest, pageWeight, readManifest } from './page-weight.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'stride-page-weight-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A client build in miniature: files of known content and a React Router manifest naming them. */
function build(): void {
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'entry.js': `${COMPILE_HINT}${'entry '.repeat(50)}`,
    'react.js': `${COMPILE_HINT}${'react '.repeat(400)}`,
    'root.js': `${COMPILE_HINT}root`,
    'layout.js': `${COMPILE_HINT}layout`,
    'home.js': `${COMPILE_HINT}home`,
    'chat.js': 'chat',
    'editor.js': 'a big editor '.repeat(200),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text);
  const manifest = {
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
      layout: { id: 'layout', parentId: 'root', module: '/assets/layout.js', imports: [] },
      home: { id: 'home', parentId: 'layout', index: true, module: '/assets/home.js', imports: [] },
      chat: {
        id: 'chat',
        parentId: 'layout',
        path: 'messages/:id/',
        module: '/assets/chat.js',
        imports: ['/assets/editor.js', '/assets/react.js'],
      },
    },
  };
  writeFileSync(
    path.join(dir, 'assets', 'manifest-1234abcd.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
}
build();

/** gzip -9 size of one built file. */
const gz = (name: string) => gzipSync(readFileSync(path.join(dir, 'assets', name)), { level: 9 }).length;

/** gzip -9 size of the route manifest React Router inlines in one page. */
const inlined = (url: string) => gzipSync(inlineManifest(readManifest(dir).manifest, url), { level: 9 }).length;

describe('page weight from the build manifest', () => {
  it('counts the entry, the inlined manifest and the matched routes with their imports, each file once', () => {
    const home = pageWeight(dir, '/');
    expect(home.routes).toEqual(['root', 'layout', 'home']);
    expect(home.files.map((f: { file: string }) => f.file).sort()).toEqual(
      [
        '(route manifest inlined in the page)',
        '/assets/entry.js',
        '/assets/home.js',
        '/assets/layout.js',
        '/assets/react.js',
        '/assets/root.js',
      ].sort(),
    );
    const expected = ['entry.js', 'react.js', 'root.js', 'layout.js', 'home.js']
      .map(gz)
      .reduce((a, b) => a + b, inlined('/'));
    expect(home.gzipBytes).toBe(expected);
  });

  it("inlines only the routes of the page's path and its parents, as lazy route discovery does", () => {
    const { manifest } = readManifest(dir);
    const routesOf = (url: string) =>
      Object.keys(JSON.parse(inlineManifest(manifest, url).replace(/^[^{]*/, '').replace(/;$/, '')).routes);
    expect(routesOf('/')).toEqual(['root', 'layout', 'home']);
    expect(routesOf('/messages/3/').sort()).toEqual(['chat', 'home', 'layout', 'root']);
  });

  it('adds what only another page imports to that page alone', () => {
    const chat = pageWeight(dir, '/messages/3/');
    expect(chat.routes).toEqual(['root', 'layout', 'chat']);
    expect(chat.gzipBytes - pageWeight(dir, '/').gzipBytes).toBe(
      gz('chat.js') + gz('editor.js') - gz('home.js') + inlined('/messages/3/') - inlined('/'),
    );
  });

  it('names the files of a page a browser would get compressed per answer (no Brotli twin, 1 KiB or more)', () => {
    expect(pageWeight(dir, '/').withoutTwin).toEqual(['/assets/react.js']);
    writeFileSync(path.join(dir, 'assets', 'react.js.br'), 'twin');
    expect(pageWeight(dir, '/').withoutTwin).toEqual([]);
    expect(pageWeight(dir, '/messages/3/').withoutTwin).toEqual(['/assets/editor.js']);
  });

  it('names the files of a page that V8 would compile lazily on the main thread (no compile hint)', () => {
    expect(pageWeight(dir, '/').withoutCompileHint).toEqual([]);
    expect(pageWeight(dir, '/messages/3/').withoutCompileHint.sort()).toEqual([
      '/assets/chat.js',
      '/assets/editor.js',
    ]);
  });
});
