/**
 * bench/installable: "Lighthouse reports the app installable" (issue 16). Lighthouse 12 dropped its PWA
 * category, so this runs Lighthouse 11.7 (the last with it, installed as `lighthouse-11`) with that category
 * only, in Debian Chromium, on two public pages (members' pages send a visitor to sign in), and fails unless `installable-manifest`
 * passes — the audit asks Chromium itself (CDP Page.getInstallabilityErrors) whether the app can be installed.
 * The e2e suite checks the same thing on every run (e2e/pwa/offline-push.spec.ts).
 *
 *   npm run build && npm run bench:installable                 (starts the built product itself)
 *   INSTALLABLE_URL=http://localhost:3000 npm run bench:installable   (audits a product already running)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse-11';
import { REPO_ROOT, type Server, startServer } from './lib/harness.js';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4960);
const AUDITS = ['installable-manifest', 'splash-screen', 'themed-omnibox', 'maskable-icon', 'viewport'];

let webUrl = process.env.INSTALLABLE_URL;
let server: Server | null = null;
const dataDir = webUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'stride-bench-installable-'));
if (!webUrl) {
  webUrl = `http://localhost:${portBase + 2}`;
  server = await startServer(
    [path.join(REPO_ROOT, 'scripts/start.mjs')],
    {
      API_PORT: String(portBase + 1),
      WEB_PORT: String(portBase + 2),
      DATA_DIR: dataDir!,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    `${webUrl}/healthz`,
    webUrl,
  );
}

const rows: Record<string, string | number>[] = [];
let installable = true;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
try {
  for (const pagePath of ['/', '/horses/']) {
    const url = `${webUrl}${pagePath}`;
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['pwa'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const row: Record<string, string | number> = { page: pagePath, lighthouse: lhr.lighthouseVersion };
    for (const id of AUDITS) row[id] = lhr.audits[id]?.score === 1 ? 'pass' : `FAIL (${lhr.audits[id]?.score ?? 'n/a'})`;
    rows.push(row);
    if (lhr.audits['installable-manifest']?.score !== 1) {
      installable = false;
      console.error(url, JSON.stringify(lhr.audits['installable-manifest']?.details ?? null));
    }
  }
} finally {
  await chrome.kill();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log('\nbench/installable — Lighthouse PWA audits, Debian Chromium');
console.table(rows);
if (!installable) {
  console.error('Lighthouse does not report the app installable');
  process.exitCode = 1;
}
