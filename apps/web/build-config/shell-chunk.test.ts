// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closureChunkName, sharedChunkName, staticClosure } from './shell-chunk';

/** A module graph in miniature, as rolldown's chunking context shows it. */
function graph(edges: Record<string, { imports?: string[]; dynamicImporters?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      edges[id]
        ? { importedIds: edges[id].imports ?? [], dynamicImporters: edges[id].dynamicImporters ?? [] }
        : null,
  };
}

const ctx = graph({
  '/app/entry.tsx': { imports: ['/app/root.tsx', '/node_modules/preact/index.js'] },
  '/app/root.tsx': {
    imports: ['/app/header.tsx', '/packages/shared/src/index.ts', '/node_modules/zod/index.js'],
  },
  '/app/header.tsx': { imports: ['/app/dialog.tsx'] },
  '/app/dialog.tsx': { dynamicImporters: ['/app/header.tsx'] },
  '/packages/shared/src/index.ts': { imports: ['/packages/shared/src/forms.ts'] },
  '/packages/shared/src/forms.ts': {},
  '/node_modules/preact/index.js': {},
  '/node_modules/zod/index.js': {},
  '/app/routes/a.tsx': { imports: ['/app/card.tsx', '/app/only-a.tsx'] },
  '/app/routes/b.tsx': { imports: ['/app/card.tsx'] },
  '/app/card.tsx': {},
  '/app/only-a.tsx': {},
});

describe('the shell chunk', () => {
  it("follows static imports of the app's modules and the framework, not the shared barrel, other libraries or lazy modules", () => {
    expect([...staticClosure(['/app/entry.tsx'], ctx)].sort()).toEqual([
      '/app/entry.tsx',
      '/app/header.tsx',
      '/app/root.tsx',
      '/node_modules/preact/index.js',
    ]);
    const name = closureChunkName('shell', ['/app/entry.tsx']);
    expect(name('/app/header.tsx', ctx)).toBe('shell');
    expect(name('/app/dialog.tsx', ctx)).toBeNull();
    expect(name('/packages/shared/src/forms.ts', ctx)).toBeNull();
  });

  it('groups what at least two pages share and leaves what one page uses with it', () => {
    const name = sharedChunkName('pages', ['/app/routes/a.tsx', '/app/routes/b.tsx']);
    expect(name('/app/card.tsx', ctx)).toBe('pages');
    expect(name('/app/only-a.tsx', ctx)).toBeNull();
    expect(name('/app/routes/a.tsx', ctx)).toBeNull();
  });
});
