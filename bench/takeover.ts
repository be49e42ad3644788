/**
 * bench/takeover: the main thread after the first paint of a public page, in Debian Chromium with its CPU
 * slowed 4× (DevTools throttling, applied for real — not Lighthouse's simulation). For each page it loads
 * the page TAKEOVER_RUNS times (after one warm-up load) and reports the median of the long tasks' blocking
 * time after first contentful paint (Σ max(0, task − 50 ms), the Long Tasks API), the longest task and
 * the first paint. The takeover (Preact adopting the server's document) is the largest of those tasks;
 * this is how decision 041 compared builds side by side, where single Lighthouse runs moved by ±300 ms.
 *
 *   npm start        (or any running product), then
 *   TAKEOVER_URL=http://127.0.0.1:3000 npm run bench:takeover
 *
 * TAKEOVER_RUNS (7), TAKEOVER_PAGES (comma-separated paths; home, a syndicate and a horse by default),
 * TAKEOVER_CPU_RATE (4): the slowdown; a faster machine needs more to stand for the same phone (see
 * LIGHTHOUSE_CPU_SLOWDOWN in lighthouse.ts).
 */
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS } from './lib/chrome.js';

const base = process.env.TAKEOVER_URL ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.TAKEOVER_RUNS ?? 7);
const pages = (
  process.env.TAKEOVER_PAGES ?? '/,/syndicates/cotswold-chasers-partnership/,/horses/6/bog-of-allen/'
).split(',');

interface Load {
  blocking: number;
  longest: number;
  fcp: number;
}

const rate = Number(process.env.TAKEOVER_CPU_RATE ?? 4);

/** One load of `url` in a new tab with the CPU slowed `rate` times: its long tasks after the first paint. */
async function load(browser: puppeteer.Browser, url: string): Promise<Load> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluateOnNewDocument(`(() => {
      const tasks = (window.__longTasks = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    })()`);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    // The lazy modules (socket, service worker, error modal) load once the page is idle: wait for them.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    return (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = window.__longTasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
      return {
        fcp,
        longest: Math.max(0, ...after),
        blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      };
    })()`)) as Load;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
const rows = [];
try {
  for (const path of pages) {
    const url = new URL(path, base).href;
    await load(browser, url);
    const loads: Load[] = [];
    for (let i = 0; i < runs; i += 1) loads.push(await load(browser, url));
    const blocking = loads.map((l) => l.blocking);
    rows.push({
      page: path,
      'blocking ms (median)': Math.round(median(blocking)),
      range: `${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}`,
      'longest task ms': Math.round(median(loads.map((l) => l.longest))),
      'FCP ms': Math.round(median(loads.map((l) => l.fcp))),
    });
  }
} finally {
  await browser.close();
}
console.log(
  `bench/takeover — CPU ${rate}× slower, ${runs} loads per page, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(rows);
