/**
 * Browser journeys against the built product, started once for the whole run exactly as `npm start`
 * starts it (scripts/start.mjs), on spare ports and a throwaway data directory so that the seeded demo
 * data is fresh and a developer's own instance is left alone.
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, TIME_TRAVEL_TOKEN, WEB_PORT, WEB_URL } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'stride-e2e-'));

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One more try: a journey that fails twice is broken and fails the run; one that passes on its second try
  // is listed as flaky in the report (and gets looked at) instead of turning a whole CI run red on a
  // 2-CPU machine driving 128 journeys against one product.
  retries: 1,
  // 60 s a journey unless it sets its own: on a slow 2-core CI host (every journey ~2.3x its time on a
  // quiet one) the join dialog's journey, 10.7 s alone here, ran out of 30 s in both of its tries while
  // the other worker and the product shared the cores. A journey that hangs still fails, 30 s later.
  timeout: 60_000,
  // Assertions wait up to 10 s, not Playwright's 5: on the slowest 2-core hosts of this kind (Lighthouse
  // benchmarkIndex ~1,100) with two journeys and the product sharing the cores, a member's page took 4.6 s
  // from its HTML to its first API call and then met a 5 s token's 401 — a chat list appeared 0.6 s after a
  // 5 s assertion gave up, in both tries. A broken page still fails, 5 s later.
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker (decision 022) would answer requests page.route() then never sees; only
    // the journeys about it (e2e/pwa) let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 800 } } },
  ],
  webServer: {
    command: `node ${path.join(root, 'scripts/start.mjs')}`,
    cwd: root,
    url: `${WEB_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      API_PORT,
      WEB_PORT,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      // The auth journeys watch an access token expire and get refreshed: keep tokens short-lived.
      ACCESS_TOKEN_TTL_SECONDS: '5',
      // The sign-in callbacks (site and back office) and the logout return of this web origin must be registered exactly.
      OAUTH_REDIRECT_URIS: `${WEB_URL}/login/ ${WEB_URL}/admin/`,
      OAUTH_POST_LOGOUT_REDIRECT_URIS: `${WEB_URL}/`,
      // Fake tag ids: the consent journey intercepts the scripts they would load (SPEC §2 cookie banner).
      GA_ID: 'G-E2ETEST01',
      GTM_ID: 'GTM-E2ETEST',
      // The race-day journeys run the real cron jobs as at a chosen instant (decision 027).
      TIME_TRAVEL_TOKEN,
      // Playwright's request contexts reuse a kept-alive connection without retrying, as a browser
      // would, when the server has just closed it: with the default 5 s, a journey's POST after a pause
      // sometimes met that close (ECONNRESET). Idle connections live as long as the idle timeout here,
      // as behind a load balancer.
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
    },
  },
});
