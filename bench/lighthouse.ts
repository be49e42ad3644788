/**
 * bench/lighthouse: Lighthouse (mobile, simulated throttling) on the public pages a visitor lands on —
 * home, a syndicate, a horse — and the four category scores with FCP / LCP / TBT for each, in Debian
 * Chromium with the flags of ARCHITECTURE "Verified on this machine".
 *
 *   npm run build && npm run bench:lighthouse                 (starts the API and the web build itself)
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run bench:lighthouse   (audits a product already running)
 *
 * Scores depend on CPU: on a loaded machine performance reads low; compare runs on a quiet machine.
 */
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { anonymousToken, REPO_ROOT, startServer, type Server } from './lib/harness.js';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4930);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const servers: Server[] = [];
let webUrl = process.env.LIGHTHOUSE_URL;
let apiUrl = process.env.LIGHTHOUSE_API_URL;
if (!webUrl) {
  apiUrl = `http://127.0.0.1:${portBase + 1}`;
  webUrl = `http://127.0.0.1:${portBase + 2}`;
  servers.push(
    await startServer(
      ['--import', 'tsx', '--conditions=source', 'apps/api/src/server.ts'],
      {
        PORT: String(portBase + 1),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        API_ORIGIN: apiUrl,
        DATA_DIR: process.env.DATABASE_URL ? '' : path.join(REPO_ROOT, 'data/bench'),
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      `${apiUrl}/readyz`,
      apiUrl,
    ),
  );
  servers.push(
    await startServer(
      ['apps/web/server-dist/prod.js'],
      {
        PORT: String(portBase + 2),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        API_URL: apiUrl,
        PUBLIC_API_URL: apiUrl,
        WEB_ORIGIN: webUrl,
      },
      `${webUrl}/healthz`,
      webUrl,
    ),
  );
}

/** The pages to audit: home, the first syndicate and the first horse the API lists. */
async function pages(): Promise<{ page: string; url: string }[]> {
  const list = [{ page: 'home', url: `${webUrl}/` }];
  if (!apiUrl) return list;
  const headers = { authorization: `Bearer ${await anonymousToken(apiUrl)}`, accept: 'application/json' };
  const syndicates = (await (
    await fetch(`${apiUrl}/api/syndicates?showOnSite=true`, { headers })
  ).json()) as {
    data: { slug: string }[];
  };
  const horses = (await (await fetch(`${apiUrl}/api/horses?page=1`, { headers })).json()) as {
    data: { id: number; slug?: string }[];
  };
  if (syndicates.data[0])
    list.push({ page: 'syndicate', url: `${webUrl}/syndicates/${syndicates.data[0].slug}/` });
  const horse = horses.data[0];
  if (horse)
    list.push({ page: 'horse', url: `${webUrl}/horses/${horse.id}/${horse.slug ? `${horse.slug}/` : ''}` });
  return list;
}

const rows: Record<string, string | number>[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  for (const { page, url } of await pages()) {
    // Warm the page cache first: a visitor meets the cached page, not the first render.
    await fetch(url);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page,
      path: new URL(url).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'FCP s': (ms('first-contentful-paint') / 1000).toFixed(1),
      'LCP s': (ms('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(ms('total-blocking-time')),
      'JS KiB':
        (Math.round(
          (
            lhr.audits['resource-summary']?.details as
              { items?: { resourceType: string; transferSize: number }[] } | undefined
          )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
        ) /
          1024) |
        0,
    });
  }
} finally {
  chrome.kill();
  for (const server of servers.reverse()) await server.stop();
}
console.log(
  `\nbench/lighthouse — mobile, simulated throttling, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(rows);
