/**
 * Builds the service worker after `react-router build` (decision 022): esbuild bundles sw/service-worker.ts
 * with its Workbox modules, then workbox-build's injectManifest writes the precache list (the hashed
 * assets of the app shell, icons, manifest) into build/client/sw.js.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(web, 'build/client');
const bundled = path.join(web, 'build/sw.bundle.js');

await build({
  entryPoints: [path.join(web, 'sw/service-worker.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  outfile: bundled,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  // The shell: scripts, styles and Latin fonts of the build, the icons and the manifest. Other scripts'
  // languages and the back office stay network-only.
  globPatterns: ['assets/**/*.{js,css}', 'assets/**/*latin-*.woff2', 'icons/*.png', 'manifest.webmanifest', 'favicon.svg'],
  // Big chunks offline reading never needs (video player, the staff composer, the emoji picker) stay out.
  globIgnores: ['assets/**/*-ext-*.woff2', 'assets/hls-*.js', 'assets/write-a-post-*.js', 'assets/emoji-*.js', 'admin/**'],
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`sw: ${warning}`);
console.log(`sw: build/client/sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
await rm(bundled, { force: true });
