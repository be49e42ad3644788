#!/usr/bin/env node
/**
 * The back office's first-screen weight from the production build, without a server (decision 036):
 * what /admin/ loads before the sign-in screen paints — the entry chunk, its static imports and its CSS,
 * each gzip -9 and counted once — from Vite's manifest. Also prints what the console itself loads once
 * signed in (its chunk and static imports) and each resource screen's own chunk, for reference.
 * Deterministic, so the budget lives in `npm test` (scripts/test.mjs, after the production build).
 *
 *   node apps/admin/scripts/first-screen-weight.mjs          prints the figures
 *   node apps/admin/scripts/first-screen-weight.mjs --check  exits 1 over budget
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
/**
 * Enforced gzip budgets of the first screen: today's ~3.7 KiB of JavaScript (the sign-in screen, the
 * PKCE sign-in, the callback) plus headroom. React alone is ~60 KiB, so any framework, react-admin or
 * Material UI slipping into the entry's graph fails this at once.
 */
export const BUDGETS = { js: 8 * KIB, css: 2 * KIB };

/** The build's manifest (build.manifest in vite.config.ts). */
export function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * Files loaded with a manifest entry: its file, its static imports (recursively) and their CSS — not
 * dynamic imports, which load later. `skip` leaves out what is already loaded (the entry, for the console).
 */
export function filesOf(manifest, key, skip = new Set()) {
  const files = new Set();
  const visit = (name) => {
    const item = manifest[name];
    if (!item || skip.has(name)) return;
    if (files.has(item.file)) return;
    files.add(item.file);
    for (const css of item.css ?? []) files.add(css);
    for (const imported of item.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

/** gzip -9 bytes of JavaScript and CSS among `files` (paths relative to dist). */
export function weigh(distDir, files) {
  const total = { js: 0, css: 0 };
  for (const file of files) {
    const bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) total.css += bytes;
    else total.js += bytes;
  }
  return total;
}

/** First screen, console shell and per-resource figures of a build. */
export function measure(distDir) {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`no entry in ${distDir}/.vite/manifest.json`);
  const firstScreen = filesOf(manifest, entryKey);
  const consoleKey = Object.keys(manifest).find((key) => key.endsWith('src/console.tsx'));
  const consoleFiles = consoleKey ? filesOf(manifest, consoleKey, new Set([entryKey])) : [];
  const resources = Object.keys(manifest)
    .filter((key) => key.includes('src/resources/') && manifest[key].isDynamicEntry)
    .map((key) => ({
      screen: path.basename(key).replace(/\.tsx$/, ''),
      ...weigh(distDir, [manifest[key].file]),
    }));
  return {
    firstScreen: { files: firstScreen, ...weigh(distDir, firstScreen) },
    console: { files: consoleFiles, ...weigh(distDir, consoleFiles) },
    resources,
  };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
  const figures = measure(distDir);
  console.log('Back office (gzip -9):');
  console.table([
    { what: 'first screen (sign-in), JS', size: kib(figures.firstScreen.js), budget: kib(BUDGETS.js) },
    { what: 'first screen (sign-in), CSS', size: kib(figures.firstScreen.css), budget: kib(BUDGETS.css) },
    { what: 'console once signed in, JS', size: kib(figures.console.js), budget: '' },
  ]);
  console.table(figures.resources.map((r) => ({ 'resource chunk': r.screen, js: kib(r.js) })));
  if (process.argv.includes('--check')) {
    const over = ['js', 'css'].filter((kind) => figures.firstScreen[kind] > BUDGETS[kind]);
    if (over.length > 0) {
      console.error(
        `✖ back-office first screen over budget (${over.join(', ')}): ${figures.firstScreen.files.join(', ')}`,
      );
      process.exit(1);
    }
    console.log('✓ back-office first screen within budget');
  }
}
