/**
 * bench/public-pages: anonymous public page throughput (home, a syndicate, a horse) against a bare
 * node:http server in the same run, and the gzip size of the JavaScript each page loads on first paint as
 * the test suite's budget counts it (apps/web/scripts/page-weight.mjs: the takeover's files are named by
 * the manifest the page inlines, not by script tags — decision 039 — so reading the HTML's tags undercounts).
 *
 *   npm run build && npm run bench:public-pages        (10 s per target, -c 50 -p 1)
 *   BENCH_SECONDS=30 npm run bench:public-pages
 *
 * The API runs from source (tsx) on its own seeded PGlite under data/bench (seeded on the first run,
 * reused afterwards), or on DATABASE_URL; the web server runs its production build (build first).
 * Visitors send no cookies, so pages come from the anonymous page cache after the first render
 * (decision 017) — the figure a visitor meets. A browser asks for documents one at a time per
 * connection, hence no pipelining here. Each page is loaded twice: without Accept-Encoding (the bytes
 * of the page itself) and with a browser's, which gets the page's Brotli form; each row's same-bytes
 * server sends exactly the bytes that row's requests got, with their Content-Encoding.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { apiServerArgs } from './lib/api-entry.js';
import {
  anonymousToken,
  load,
  loadWithSameBytes,
  printTable,
  REPO_ROOT,
  startServer,
  type LoadResult,
} from './lib/harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const options = { connections: 50, pipelining: 1, durationSeconds: seconds };
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4910);
const API_PORT = portBase + 2;
const WEB_PORT = portBase + 3;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
/** What Chromium sends with a document request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const webUrl = `http://127.0.0.1:${WEB_PORT}`;

/** The build's first-paint JavaScript per page and its budget, from the test suite's own count. */
function pageWeights(): {
  name: string;
  url: string;
  kind: string;
  gzipBytes: number;
  budgetBytes: number;
  files: number;
  ok: boolean;
}[] {
  const script = path.join(REPO_ROOT, 'apps/web/scripts/page-weight.mjs');
  const run = spawnSync(process.execPath, [script, '--json'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`page-weight.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ReturnType<typeof pageWeights>;
}

const baseline = await startServer(
  ['bench/baseline-server.mjs'],
  { PORT: String(portBase + 1) },
  `http://127.0.0.1:${portBase + 1}/`,
  `http://127.0.0.1:${portBase + 1}/`,
);
const api = await startServer(
  apiServerArgs(),
  {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    API_ORIGIN: apiUrl,
    DATA_DIR: process.env.DATABASE_URL ? '' : path.join(REPO_ROOT, 'data/bench'),
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  `${apiUrl}/readyz`,
  apiUrl,
);
const web = await startServer(
  ['apps/web/server-dist/prod.js'],
  {
    PORT: String(WEB_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    API_URL: apiUrl,
    PUBLIC_API_URL: apiUrl,
    WEB_ORIGIN: webUrl,
  },
  `${webUrl}/healthz`,
  webUrl,
);

const results: LoadResult[] = [];
try {
  const headers = { authorization: `Bearer ${await anonymousToken(api.url)}`, accept: 'application/json' };
  const syndicates = (await (
    await fetch(`${apiUrl}/api/syndicates?showOnSite=true`, { headers })
  ).json()) as {
    data: { slug: string }[];
  };
  const horses = (await (await fetch(`${apiUrl}/api/horses?page=1`, { headers })).json()) as {
    data: { id: number; slug?: string; name: string }[];
  };
  const syndicate = syndicates.data[0];
  const horse = horses.data[0];
  if (!syndicate || !horse) throw new Error('the bench database has no syndicate or horse (seed it)');
  const pages = [
    { page: 'home', url: `${webUrl}/` },
    { page: 'syndicate', url: `${webUrl}/syndicates/${syndicate.slug}/` },
    { page: 'horse', url: `${webUrl}/horses/${horse.id}/${horse.slug ?? ''}${horse.slug ? '/' : ''}` },
  ];
  for (const { url } of pages) {
    const res = await fetch(url, { redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  results.push(await load('node:http hello world (baseline)', baseline.url, options));
  for (const { page, url } of pages) {
    results.push(
      await loadWithSameBytes(`anonymous ${page} ${new URL(url).pathname}`, url, portBase + 4, options),
    );
    // What a browser meets: it offers compression, and gets the page's Brotli form (decision 046).
    results.push(
      await loadWithSameBytes(`  same, as a browser (${BROWSER_ENCODINGS})`, url, portBase + 4, {
        ...options,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      }),
    );
  }
} finally {
  await web.stop();
  await api.stop();
  await baseline.stop();
}
console.log(
  `\nbench/public-pages — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
    `${seconds} s per target, -c ${options.connections} -p ${options.pipelining}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
printTable(results, 'public-pages');
console.log('\nJavaScript per page on first paint (gzip -9, from the build, as `npm test` budgets it):');
console.table(
  pageWeights().map(({ name, url, kind, gzipBytes, budgetBytes, files, ok }) => ({
    page: name,
    url,
    kind,
    'gzip KiB': (gzipBytes / 1024).toFixed(1),
    'budget KiB': budgetBytes / 1024,
    files,
    ok: ok ? 'yes' : 'OVER',
  })),
);
