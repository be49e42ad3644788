#!/usr/bin/env node
/**
 * Page weight from the production build, without a server: for each page, the JavaScript a browser
 * downloads before the page is interactive — the entry, the route manifest, and every matched route's
 * module and static imports (what React Router writes as module scripts and modulepreloads) — each
 * file gzip -9 and counted once. Deterministic, so budgets on it can live in the test suite.
 *
 * The route manifest is counted as React Router sends it with lazy route discovery (its default with
 * server rendering, which this app keeps): not the build's manifest-*.js file, which the page never
 * loads, but the partial manifest inlined in the document — the routes matching the URL and its parent
 * paths (decision 032).
 *
 * Each of those files must start with V8's compile hint (decision 042): it is what the takeover runs.
 * Each of at least 1 KiB must have its Brotli twin beside it (decision 046: the build's last step).
 *
 *   node apps/web/scripts/page-weight.mjs            prints a table per page
 *   node apps/web/scripts/page-weight.mjs --verbose  also lists each page's files
 *   node apps/web/scripts/page-weight.mjs --check    exits 1 when a page exceeds its budget or loads a
 *                                                    file without the compile hint or Brotli twin
 *   node apps/web/scripts/page-weight.mjs --json     prints the pages' figures as one JSON array
 *                                                    (bench/public-pages prints them with its table)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';
import { COMPILE_HINT } from '../build-config/compile-hints.ts';
import { MIN_BYTES as TWIN_MIN_BYTES } from './precompress.mjs';

const KIB = 1024;
/**
 * Enforced budgets (gzip bytes of JavaScript): issue 19's targets, 80 KiB for a visitor's page and 150 KiB
 * for a member's. Public pages reached them with TanStack Query, the socket, dialogs and banners loaded
 * when first needed and the shell in one chunk (decision 032); never raise them.
 */
export const BUDGETS = { public: 80 * KIB, member: 150 * KIB };
/** The targets issue 19 sets, printed next to the enforced budgets. */
export const TARGETS = { public: 80 * KIB, member: 150 * KIB };

/** The pages the budget covers: public pages a visitor lands on, and the members' pages they live in. */
export const PAGES = [
  { name: 'home', url: '/', kind: 'public' },
  { name: 'syndicate', url: '/syndicates/cotswold-chasers-partnership/', kind: 'public' },
  { name: 'horse', url: '/horses/6/bog-of-allen/', kind: 'public' },
  { name: 'horses list', url: '/horses/', kind: 'public' },
  { name: 'syndicates list', url: '/syndicates/', kind: 'public' },
  { name: 'faq', url: '/faq/', kind: 'public' },
  { name: 'login', url: '/login/', kind: 'public' },
  { name: 'updates', url: '/updates/', kind: 'member' },
  { name: 'an update', url: '/updates/12/', kind: 'member' },
  { name: 'messages', url: '/messages/', kind: 'member' },
  { name: 'a chat', url: '/messages/3/', kind: 'member' },
];

/** Reads the client build's route manifest (the file React Router loads as window.__reactRouterManifest). */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build the web app first`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json), manifestUrl: `/assets/${file}` };
}

/** Turns the flat manifest into the nested route objects matchRoutes expects. */
function routeTree(routes) {
  const byParent = new Map();
  for (const route of Object.values(routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: build(r.id),
    }));
  return build(undefined);
}

/**
 * The script React Router inlines with lazy route discovery (getPartialManifest in its Scripts): the
 * manifest with only the routes matching `url` and each of its parent paths.
 */
export function inlineManifest(manifest, url) {
  const tree = routeTree(manifest.routes);
  const ids = new Set((matchRoutes(tree, url) ?? []).map((m) => m.route.id));
  const segments = new URL(url, 'http://x').pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  for (const p of paths) for (const m of matchRoutes(tree, p) ?? []) ids.add(m.route.id);
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  return `window.__reactRouterManifest = ${JSON.stringify({ ...manifest, routes, sri: undefined }, null, 2)};`;
}

/** The JavaScript files one URL loads on first paint, and their gzip size in bytes. */
export function pageWeight(clientDir, url, read = readManifest(clientDir)) {
  const { manifest } = read;
  const matches = matchRoutes(routeTree(manifest.routes), url) ?? [];
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.route.id];
    if (!route.module) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const sizes = [...files].map((file) => {
    const code = readFileSync(path.join(clientDir, file));
    return {
      file,
      gzip: gzipSync(code, { level: 9 }).length,
      // Decision 042: what the takeover runs is compiled off the main thread as it streams in.
      compileHint: code.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT,
      // Decision 046: browsers get the build's Brotli twin, not a per-answer compression.
      twin: code.length < TWIN_MIN_BYTES || existsSync(path.join(clientDir, `${file}.br`)),
    };
  });
  sizes.push({
    file: '(route manifest inlined in the page)',
    gzip: gzipSync(inlineManifest(manifest, url), { level: 9 }).length,
  });
  return {
    routes: matches.map((m) => m.route.id),
    withoutCompileHint: sizes.filter((s) => s.compileHint === false).map((s) => s.file),
    withoutTwin: sizes.filter((s) => s.twin === false).map((s) => s.file),
    files: sizes.sort((a, b) => b.gzip - a.gzip),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));
  const verbose = process.argv.includes('--verbose');
  const check = process.argv.includes('--check');
  const json = process.argv.includes('--json');
  const read = readManifest(clientDir);
  const figures = PAGES.map((page) => {
    const weight = pageWeight(clientDir, page.url, read);
    const budget = BUDGETS[page.kind];
    if (verbose && !json) {
      console.log(`\n${page.name} ${page.url} (${weight.routes.join(' > ')})`);
      for (const f of weight.files) console.log(`  ${(f.gzip / KIB).toFixed(1).padStart(6)} KiB  ${f.file}`);
    }
    return {
      ...page,
      gzipBytes: weight.gzipBytes,
      budgetBytes: budget,
      files: weight.files.length,
      withoutCompileHint: weight.withoutCompileHint.length,
      withoutTwin: weight.withoutTwin.length,
      ok:
        weight.gzipBytes <= budget &&
        weight.withoutCompileHint.length === 0 &&
        weight.withoutTwin.length === 0,
    };
  });
  const over = figures.filter((figure) => !figure.ok).length;
  if (json) console.log(JSON.stringify(figures));
  else
    console.table(
      figures.map((figure) => ({
        page: figure.name,
        url: figure.url,
        'JS gzip KiB': (figure.gzipBytes / KIB).toFixed(1),
        'budget KiB': figure.budgetBytes / KIB,
        'target KiB': TARGETS[figure.kind] / KIB,
        files: figure.files,
        'no compile hint': figure.withoutCompileHint,
        'no br twin': figure.withoutTwin,
        ok: figure.ok ? 'yes' : 'OVER',
      })),
    );
  if (check && over) {
    console.error(
      `✖ ${over} page(s) over their JavaScript budget (public ${BUDGETS.public / KIB} KiB, member ${BUDGETS.member / KIB} KiB gzip) or loading a file without V8's compile hint (decision 042) or without its Brotli twin (decision 046)`,
    );
    process.exit(1);
  }
}
