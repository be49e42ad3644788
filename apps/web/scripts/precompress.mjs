#!/usr/bin/env node
/**
 * Writes a Brotli twin (`x.js.br`, quality 11) beside every text file of the client build, once, at build
 * time (decision 046). The web server sends the twin to browsers that accept `br` (@fastify/static's
 * `preCompressed`) instead of compressing each answer on the fly at a fast level: the stylesheet a first
 * paint waits for is 16 KB instead of 21 KB, the shell 55 KB instead of 65 KB, and no CPU is spent per
 * request. Files under 1 KiB, already-compressed formats (fonts, images) and twins that would not save
 * a tenth stay as they are; the server compresses those on the fly as before.
 *
 *   node apps/web/scripts/precompress.mjs [dir]   dir defaults to apps/web/build/client
 */
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliText } from '../server/brotli.ts';

/** Extensions of the text files worth a twin. */
export const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.html',
]);
/** Smaller files gain a few bytes at most; the on-the-fly compression handles them. */
export const MIN_BYTES = 1024;
/** A twin is kept only when it is at most this fraction of the original. */
const MAX_RATIO = 0.9;

/** The absolute path of every file under `dir`, recursively. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` for every text file of `dir` of at least MIN_BYTES whose Brotli form saves at least a
 * tenth, and removes any other twin (left by an earlier build over the same directory), so a twin always
 * holds its original's bytes. Resolves with what it wrote.
 */
export async function precompressDir(dir) {
  const files = await filesUnder(dir);
  const twins = new Set(files.filter((file) => file.endsWith('.br')));
  const written = [];
  await Promise.all(
    files.map(async (file) => {
      if (twins.has(file) || !TEXT_EXTENSIONS.has(path.extname(file))) return;
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const twin = await brotliText(source);
      if (twin.length > source.length * MAX_RATIO) return;
      await writeFile(`${file}.br`, twin);
      twins.delete(`${file}.br`);
      written.push({ file, bytes: source.length, brotli: twin.length });
    }),
  );
  // What is left has no original, or an original that no longer earns a twin.
  await Promise.all([...twins].map((twin) => unlink(twin)));
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
  const written = await precompressDir(dir);
  const before = written.reduce((sum, entry) => sum + entry.bytes, 0);
  const after = written.reduce((sum, entry) => sum + entry.brotli, 0);
  console.log(
    `precompress: ${written.length} Brotli twins, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB`,
  );
}
