/**
 * bench/lighthouse: Lighthouse (mobile, simulated throttling) on the public pages a visitor lands on —
 * home, a syndicate, a horse — and on `/updates/` signed in as the demo member, with the four category
 * scores and FCP / LCP / TBT / CLS for each, in Debian Chromium with the flags of ARCHITECTURE "Verified
 * on this machine". The member signs in through the real login flow (the API's sign-in form) in the same
 * Chromium, and that page is audited without Lighthouse's storage reset so the session cookies stay.
 *
 *   npm run build && npm run bench:lighthouse                 (starts the API and the web build itself)
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run bench:lighthouse   (audits a product already running)
 *
 * Scores depend on CPU: on a loaded machine performance reads low; compare runs on a quiet machine.
 * LIGHTHOUSE_RUNS=5 audits each page five times and reports the run with the median performance score
 * (and the range): single runs under load vary by ±20 points. LIGHTHOUSE_JSON_DIR keeps each report.
 * LIGHTHOUSE_PAGES=home,syndicate audits a subset (names as printed: home, syndicate, horse, updates).
 * LIGHTHOUSE_BLOCK="*theme-fonts*,*.woff2" refuses those requests in every audit (an A/B of what they cost).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apiServerArgs } from './lib/api-entry.js';
import { anonymousToken, REPO_ROOT, startServer, type Server } from './lib/harness.js';
import { launchChrome } from './lib/chrome.js';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4930);

const servers: Server[] = [];
let webUrl = process.env.LIGHTHOUSE_URL;
let apiUrl = process.env.LIGHTHOUSE_API_URL;
if (!webUrl) {
  apiUrl = `http://127.0.0.1:${portBase + 1}`;
  webUrl = `http://127.0.0.1:${portBase + 2}`;
  servers.push(
    await startServer(
      apiServerArgs(),
      {
        PORT: String(portBase + 1),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        API_ORIGIN: apiUrl,
        // The member's sign-in returns to this web origin: its callback must be registered.
        WEB_ORIGIN: webUrl,
        OAUTH_REDIRECT_URIS: `${webUrl}/login/ ${webUrl}/admin/`,
        OAUTH_POST_LOGOUT_REDIRECT_URIS: `${webUrl}/`,
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

/** The demo member (README "Demo logins"): lands on /updates/ after signing in. */
const MEMBER = { email: 'member@stride.test', password: 'Paddock#2026' };

/**
 * Signs the demo member in through the real flow in the audited Chromium: /login/ → the API's sign-in
 * form → back on the web with the session cookies, which later audits of that origin then carry.
 */
async function signIn(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${webUrl}/login/`, { waitUntil: 'networkidle2' });
    await page.locator('input[type=email]').fill(MEMBER.email);
    await page.locator('input[type=password]').fill(MEMBER.password);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle2' }),
      page.locator('button[type=submit]').click(),
    ]);
    if (new URL(page.url()).pathname !== '/updates/') throw new Error(`sign-in ended on ${page.url()}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
  await firstVisitSignedIn(port);
}

/**
 * A first visit but signed in: drops the service worker, its caches, the HTTP cache and local storage the
 * sign-in (or the previous audit) filled; Lighthouse's own reset would also drop the session cookies.
 * Local storage goes too because the site keeps cache hints there (the theme fonts were loaded before,
 * decision 039): kept while the HTTP cache is emptied, they would audit a returning visitor whose cache
 * was evicted, fetching the theme fonts before the first paint.
 */
async function firstVisitSignedIn(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(webUrl!).origin,
      storageTypes: 'service_workers,cache_storage,local_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The pages to audit: home, the first syndicate and the first horse the API lists, then /updates/. */
async function pages(): Promise<{ page: string; url: string; signedIn?: boolean }[]> {
  const list: { page: string; url: string; signedIn?: boolean }[] = [{ page: 'home', url: `${webUrl}/` }];
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
  list.push({ page: 'updates (member)', url: `${webUrl}/updates/`, signedIn: true });
  return list;
}

/** LIGHTHOUSE_PAGES: the page names to audit (the first word of each row's name); all when unset. */
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);

/** Whether `page` (as printed, e.g. "updates (member)") is among LIGHTHOUSE_PAGES. */
function selected(page: string): boolean {
  return ONLY.length === 0 || ONLY.includes(page.split(' ')[0]!.toLowerCase());
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
/** Comma-separated URL patterns Chromium refuses during the audits (`*` wildcards): an A/B of one request. */
const BLOCKED = (process.env.LIGHTHOUSE_BLOCK ?? '')
  .split(',')
  .map((pattern) => pattern.trim())
  .filter(Boolean);
/**
 * LIGHTHOUSE_CPU_SLOWDOWN: Lighthouse's CPU multiplier (4 unless set). Lighthouse multiplies the tasks it
 * observes on this machine, so a faster machine stands for a faster phone: 4 × (this machine's
 * benchmarkIndex / another's) reproduces that other machine's Total Blocking Time here (e.g. 14 on a
 * machine of index ~3,600 for one of ~1,000).
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0);
if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });

const rows: Record<string, string | number>[] = [];
/** Lighthouse's measure of this machine's CPU in each run (higher is faster; it scales the simulated TBT). */
const benchmarkIndexes: number[] = [];
const chrome = await launchChrome();
try {
  let signedIn = false;
  for (const { page, url, signedIn: member } of (await pages()).filter((p) => selected(p.page))) {
    if (member && !signedIn) {
      await signIn(chrome.port);
      signedIn = true;
    }
    // Warm the page cache first: a visitor meets the cached page, not the first render.
    if (!member) await fetch(url);
    const runs: RunnerResult['lhr'][] = [];
    for (let run = 0; run < RUNS; run += 1) {
      if (member && run > 0) await firstVisitSignedIn(chrome.port);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(BLOCKED.length > 0 ? { blockedUrlPatterns: BLOCKED } : {}),
        ...(CPU_SLOWDOWN > 0 ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
        // Lighthouse clears the origin's storage (cookies included) before a run: keep the member's session.
        // A visitor's first visit: Lighthouse 12 keeps local storage by default, where the site remembers
        // that the theme fonts were loaded before (decision 039); clear it too.
        ...(member
          ? { disableStorageReset: true }
          : {
              clearStorageTypes: [
                'file_systems',
                'shader_cache',
                'service_workers',
                'cache_storage',
                'local_storage',
              ],
            }),
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (JSON_DIR)
        writeFileSync(path.join(JSON_DIR, `${page.replace(/\W+/g, '-')}-${run}.json`), String(result.report));
      runs.push(result.lhr);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    }
    const perf = (r: (typeof runs)[number]) => r.categories.performance?.score ?? 0;
    runs.sort((a, b) => perf(a) - perf(b));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page,
      path: new URL(url).pathname,
      performance: score('performance'),
      ...(RUNS > 1
        ? { range: `${Math.round(perf(runs[0]!) * 100)}–${Math.round(perf(runs.at(-1)!) * 100)}` }
        : {}),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'FCP s': (ms('first-contentful-paint') / 1000).toFixed(1),
      'LCP s': (ms('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(ms('total-blocking-time')),
      CLS: ms('cumulative-layout-shift').toFixed(3),
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
    .join(' ')}, benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}${
    CPU_SLOWDOWN > 0 ? `, CPU slowdown ×${CPU_SLOWDOWN}` : ''
  }`,
);
console.table(rows);
