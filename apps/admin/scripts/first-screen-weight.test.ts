import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types; its exports are checked by these tests.
import { filesOf } from './first-screen-weight.mjs';

/** A manifest shaped like Vite's: the entry, a dynamically imported console and a shared chunk. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['src/console.tsx'],
  },
  'src/console.tsx': {
    file: 'assets/console.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_shared.js'] },
};

describe('first-screen weight', () => {
  it('counts the entry, its static imports and CSS, never what it imports dynamically', () => {
    expect(filesOf(manifest, 'index.html')).toEqual(['assets/index.js', 'assets/index.css']);
  });

  it("counts the console's own files without the entry it shares, each once", () => {
    expect(filesOf(manifest, 'src/console.tsx', new Set(['index.html']))).toEqual([
      'assets/console.js',
      'assets/shared.js',
    ]);
  });
});
