// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'stride-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = 'export const greeting = "hello, members";\n'.repeat(100);
const at = (...parts: string[]) => path.join(dir, ...parts);

describe('precompressDir', () => {
  it('writes a Brotli twin that decodes to its original, for text files worth one', async () => {
    mkdirSync(at('assets'));
    writeFileSync(at('assets', 'shell-abc.js'), script);
    writeFileSync(at('assets', 'app-abc.css'), `.card{padding:1rem}\n`.repeat(200));
    writeFileSync(at('assets', 'tiny-abc.js'), 'console.log(1)');
    writeFileSync(at('assets', 'inter-abc.woff2'), Buffer.alloc(4096, 7));
    const written = await precompressDir(dir);
    expect(written.map((entry: { file: string }) => path.basename(entry.file)).sort()).toEqual([
      'app-abc.css',
      'shell-abc.js',
    ]);
    expect(brotliDecompressSync(readFileSync(at('assets', 'shell-abc.js.br'))).toString()).toBe(script);
    expect(existsSync(at('assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(at('assets', 'inter-abc.woff2.br'))).toBe(false);
  });

  it('removes twins whose original is gone or no longer earns one, and refreshes the others', async () => {
    writeFileSync(at('assets', 'gone-abc.js.br'), 'stale');
    writeFileSync(at('assets', 'app-abc.css'), 'p{}');
    writeFileSync(at('assets', 'shell-abc.js'), `${script}// changed\n`);
    await precompressDir(dir);
    expect(existsSync(at('assets', 'gone-abc.js.br'))).toBe(false);
    expect(existsSync(at('assets', 'app-abc.css.br'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(at('assets', 'shell-abc.js.br'))).toString()).toBe(
      `${script}// changed\n`,
    );
  });
});
