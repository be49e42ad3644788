#!/usr/bin/env node
/**
 * HTML weight of the public pages (decision 033): starts the built product exactly as `npm start` does
 * (scripts/start.mjs) on spare ports with a fresh data directory — so the pages show the seeded demo
 * data and nothing else — fetches each page uncompressed as a visitor would, and prints its bytes.
 * Deterministic (same build, same seed, nobody else writing), so its budget lives in `npm test`.
 *
 *   node apps/web/scripts/html-weight.mjs           prints a table (after `npm run build`)
 *   node apps/web/scripts/html-weight.mjs --check   exits 1 when a page is over its budget
 *
 * Env: HTML_WEIGHT_PORT (default 4880: web there, API on the next port; set it when another checkout
 * of the product may run the script at the same time).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Issue 19's target for every public page, uncompressed. */
export const TARGET_BYTES = 30_000;
/**
 * Enforced budgets: the 30 KB for every page (decision 037). Home, the heaviest (7 horse cards,
 * 4 syndicates, FAQ and promo: ~20.5 KB of markup, ~8 KB of React Router's scripts and hydration data),
 * reached it last (41.5 → 35 KB in decision 039, then 34.7 → 29.9 KB: design-system classes, a lighter
 * FAQ and card markup, hydration data without unread fields or the API's origin in media URLs, React
 * Router's scripts compacted). A page may get lighter than its budget, never heavier.
 */
export const BUDGETS = {
  home: TARGET_BYTES,
  syndicate: TARGET_BYTES,
  horse: TARGET_BYTES,
  'horses list': TARGET_BYTES,
  'syndicates list': TARGET_BYTES,
  faq: TARGET_BYTES,
};

/** The public pages a visitor lands on (the seeded demo data's slugs, as in page-weight.mjs). */
export const PAGES = [
  { name: 'home', url: '/' },
  { name: 'syndicate', url: '/syndicates/cotswold-chasers-partnership/' },
  { name: 'horse', url: '/horses/6/bog-of-allen/' },
  { name: 'horses list', url: '/horses/' },
  { name: 'syndicates list', url: '/syndicates/' },
  { name: 'faq', url: '/faq/' },
];

/** One row per page: its bytes against its budget and the target; `ok` false when over the budget. */
export function judge(sizes, budgets = BUDGETS, target = TARGET_BYTES) {
  return sizes.map(({ name, url, bytes }) => {
    const budget = budgets[name] ?? target;
    return { name, url, bytes, budget, target, ok: bytes <= budget, atTarget: bytes <= target };
  });
}

/** Polls `url` until it answers 2xx (the product is seeding and starting). */
async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the product exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the built product on `webPort` (API on the next port) with a throwaway data directory. */
async function startProduct(root, webPort) {
  const apiPort = webPort + 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-html-weight-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, child);
    await waitFor(`http://127.0.0.1:${webPort}/healthz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl: `http://127.0.0.1:${webPort}`, stop };
}

/** The uncompressed bytes of each page's HTML, fetched as a visitor (no cookies, no compression). */
export async function measure(webUrl, pages = PAGES) {
  const sizes = [];
  for (const page of pages) {
    const res = await fetch(`${webUrl}${page.url}`, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${page.url} answered ${res.status}`);
    sizes.push({ ...page, bytes: Buffer.byteLength(await res.text()) });
  }
  return sizes;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const check = process.argv.includes('--check');
  const product = await startProduct(root, Number(process.env.HTML_WEIGHT_PORT ?? 4880));
  let rows;
  try {
    rows = judge(await measure(product.webUrl));
  } finally {
    await product.stop();
  }
  console.table(
    rows.map((r) => ({
      page: r.name,
      url: r.url,
      'HTML KB': (r.bytes / 1000).toFixed(1),
      'budget KB': r.budget / 1000,
      'target KB': r.target / 1000,
      ok: r.ok ? (r.atTarget ? 'yes' : 'yes (over target)') : 'OVER',
    })),
  );
  const over = rows.filter((r) => !r.ok);
  if (check && over.length) {
    console.error(`✖ ${over.map((r) => r.name).join(', ')} over the HTML budget (decision 033)`);
    process.exit(1);
  }
}
