/**
 * bench/back-office: the back office's first screen (issue 19: "sign-in screen < 2 s") under Lighthouse's
 * mobile profile in Debian Chromium, simulated and applied throttling (METHODS below). For each admin
 * build it prints FCP and LCP (the sign-in card is the largest paint, so LCP is "the form is visible"), TBT,
 * the JavaScript transferred before the page settled and the request count, each the median of
 * BACK_OFFICE_RUNS runs, beside a one-heading page from the same server (the floor of this profile).
 *
 *   npm run build -w @stride/admin && npm run bench:back-office
 *   BACK_OFFICE_BEFORE="one chunk=/tmp/admin-dist-old" npm run bench:back-office   (older builds, side by side)
 *   BACK_OFFICE_RUNS=1 BACK_OFFICE_THROTTLING=simulate npm run bench:back-office    (a quick run)
 *
 * Only the web side runs: the sign-in screen needs no API (its button leaves for the provider). The
 * console's own weight once signed in is printed by `node apps/admin/scripts/first-screen-weight.mjs`.
 */
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { REPO_ROOT, startServer, type Server } from './lib/harness.js';
import { launchChrome } from './lib/chrome.js';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4970);
const runs = Math.max(1, Number(process.env.BACK_OFFICE_RUNS ?? 3));
/**
 * Lighthouse's simulated throttling (Lantern: what `npm run bench:lighthouse` reports) and applied
 * throttling (DevTools slows the network to 562 ms RTT / 1.5 Mbit/s and the CPU 4× for real — closer to
 * what a phone on a slow network sees, and noisier on a loaded machine).
 */
const METHODS = (process.env.BACK_OFFICE_THROTTLING?.split(',') ?? ['simulate', 'devtools']) as Throttling[];
/** Issue 19's budget for the sign-in screen. */
const BUDGET_MS = 2000;

const builds = [{ name: 'current build', dir: path.join(REPO_ROOT, 'apps/admin/dist') }];
// Older builds to compare in the same run: "label=dir,label=dir" (or bare dirs, labelled "before").
for (const item of (process.env.BACK_OFFICE_BEFORE ?? '').split(',').filter(Boolean).reverse()) {
  const [label, dir] = item.includes('=') ? item.split('=', 2) : ['before', item];
  builds.unshift({ name: label ?? 'before', dir: path.resolve(dir ?? '') });
}

type Throttling = 'simulate' | 'devtools';

interface Sample {
  fcp: number;
  lcp: number;
  tbt: number;
  jsBytes: number;
  requests: number;
  score: number;
}

/** Median of the runs that produced the metric (Lighthouse leaves TBT out when a trace lacks it). */
function median(values: number[]): number {
  const known = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? Number.NaN;
}

async function audit(url: string, port: number, throttlingMethod: Throttling): Promise<Sample> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod },
    { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
    )?.items ?? [];
  return {
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    requests: items.find((i) => i.resourceType === 'total')?.requestCount ?? 0,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  };
}

const servers: Server[] = [];
const rows: Record<string, string | number>[] = [];
const chrome = await launchChrome();
try {
  const targets: { name: string; url: string }[] = [];
  for (const [index, build] of builds.entries()) {
    const port = portBase + 1 + index;
    const url = `http://127.0.0.1:${port}`;
    servers.push(
      await startServer(
        ['--import', 'tsx', 'bench/back-office-server.ts'],
        { PORT: String(port), ADMIN_DIR: build.dir, API_URL: `http://127.0.0.1:${portBase}` },
        `${url}/healthz`,
        url,
      ),
    );
    if (index === 0) targets.push({ name: 'floor: one-heading page', url: `${url}/hello/` });
    targets.push({ name: `/admin/ sign-in, ${build.name}`, url: `${url}/admin/` });
  }
  for (const method of METHODS) {
    let floorLcp = Number.NaN;
    for (const target of targets) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(target.url, chrome.port, method));
      const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
      const lcp = pick('lcp');
      if (Number.isNaN(floorLcp)) floorLcp = lcp;
      rows.push({
        throttling: method === 'simulate' ? 'simulated' : 'applied',
        target: target.name,
        'FCP s': (pick('fcp') / 1000).toFixed(2),
        'LCP s': (lcp / 1000).toFixed(2),
        'LCP vs floor': `${(lcp / floorLcp).toFixed(2)}×`,
        'TBT ms': Math.round(pick('tbt')),
        'JS KiB': (pick('jsBytes') / 1024).toFixed(1),
        requests: pick('requests'),
        performance: pick('score'),
        [`LCP < ${BUDGET_MS / 1000} s`]: target.name.startsWith('floor')
          ? ''
          : lcp < BUDGET_MS
            ? 'yes'
            : 'NO',
      });
    }
  }
} finally {
  chrome.kill();
  for (const server of servers.reverse()) await server.stop();
}
console.log(
  `\nbench/back-office — Lighthouse mobile, median of ${runs}, ${os.cpus().length} × ${
    os.cpus()[0]?.model ?? 'cpu'
  }, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(rows);
