// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BundleEntry, COMPILE_HINT, addCompileHints, chunksTheTakeoverRuns } from './compile-hints';

/** An output bundle in miniature: chunks with their facade module and static imports, and a source map. */
function bundle(): Record<string, BundleEntry> {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []): BundleEntry => ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    code: `/* ${fileName} */`,
    map: { mappings: 'AAAA' },
  });
  return {
    'entry.js': chunk('entry.js', '/repo/apps/web/app/entry.client.tsx', ['shell.js']),
    'shell.js': chunk('shell.js', null, ['runtime.js']),
    'runtime.js': chunk('runtime.js', null),
    'home.js': chunk('home.js', '/repo/apps/web/app/routes/_public/home.tsx', ['card.js', 'shell.js']),
    'card.js': chunk('card.js', null),
    'dialog.js': chunk('dialog.js', '/repo/apps/web/app/components/join/join-dialog.tsx', ['form.js']),
    'form.js': chunk('form.js', null),
    'home.js.map': { type: 'asset', fileName: 'home.js.map', source: '{"version":3,"mappings":"AAAA"}' },
  };
}

describe('chunksTheTakeoverRuns', () => {
  it('takes the entry and the routes with what they import statically, never what loads later', () => {
    expect([...chunksTheTakeoverRuns(bundle())].sort()).toEqual([
      'card.js',
      'entry.js',
      'home.js',
      'runtime.js',
      'shell.js',
    ]);
  });
});

describe('addCompileHints', () => {
  it('puts the hint first in each chunk named, once, and shifts its source map by the line it adds', () => {
    const output = bundle();
    addCompileHints(output, new Set(['home.js', 'dialog.js']));
    addCompileHints(output, new Set(['home.js']));
    const code = (name: string) => (output[name] as { code: string }).code;
    expect(code('home.js')).toBe(`${COMPILE_HINT}/* home.js */`);
    expect(code('dialog.js')).toBe(`${COMPILE_HINT}/* dialog.js */`);
    expect(code('card.js')).toBe('/* card.js */');
    expect((output['home.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA');
    expect(JSON.parse((output['home.js.map'] as { source: string }).source).mappings).toBe(';AAAA');
  });

  it('is a comment on a line of its own, the form V8 reads as the hint', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
