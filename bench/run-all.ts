/**
 * `npm run bench`: every benchmark in turn (feed, public API reads, public pages, uploads, realtime,
 * Lighthouse, the back office's first screen), each printing its own table, then one table of every
 * HTTP target with its throughput as a ratio of node:http hello world and of node:http sending the same
 * bytes, measured in the same run.
 *
 *   npm run build && BENCH_SECONDS=3 npm run bench
 *   BENCH_ONLY=feed,api-read npm run bench          (a subset)
 *
 * Ports: BENCH_PORT_BASE (default 4900) + 0..99, one block of ten per script.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, waitForQuietCpu } from './lib/harness.js';

const base = Number(process.env.BENCH_PORT_BASE ?? 4900);
const scripts = [
  { name: 'feed', args: ['--import', 'tsx', 'bench/feed.ts'], port: base + 10 },
  { name: 'api-read', args: ['--import', 'tsx', 'bench/api-read.ts'], port: base + 20 },
  { name: 'public-pages', args: ['--import', 'tsx', 'bench/public-pages.ts'], port: base + 30 },
  { name: 'upload', args: ['--import', 'tsx', '--conditions=source', 'bench/upload.ts'], port: base + 40 },
  { name: 'realtime', args: ['--import', 'tsx', 'bench/realtime/run.ts'], port: base + 50 },
  { name: 'lighthouse', args: ['--import', 'tsx', 'bench/lighthouse.ts'], port: base + 60 },
  { name: 'back-office', args: ['--import', 'tsx', 'bench/back-office.ts'], port: base + 70 },
];
const only = process.env.BENCH_ONLY?.split(',');
const summary = path.join(mkdtempSync(path.join(os.tmpdir(), 'stride-bench-')), 'summary.jsonl');
const failed: string[] = [];

for (const script of scripts) {
  if (only && !only.includes(script.name)) continue;
  console.log(`\n▶ bench/${script.name}`);
  // The previous script's servers are gone, but not always their work (PostgreSQL vacuums the feed's
  // 100k posts after bench/feed): measure on an idle machine.
  const waited = await waitForQuietCpu();
  if (waited.seconds > 1)
    console.log(`(waited ${waited.seconds} s for the CPU to settle: ${waited.busyPercent} % busy)`);
  const run = spawnSync(process.execPath, script.args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY: summary, BENCH_PORT_BASE: String(script.port) },
  });
  if (run.status !== 0) failed.push(script.name);
}

const rows = existsSync(summary)
  ? readFileSync(summary, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  : [];
console.log(
  `\nbench — all targets (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; read the ratios, not absolute numbers, on a shared machine)`,
);
console.table(
  rows.map((r) => ({
    bench: r.bench,
    target: r.target,
    'req/s': r['req/s'] ?? '',
    'p99 ms': r['p99 ms'] ?? '',
    'vs hello world': r['vs hello world'] ?? '',
    'vs same bytes': r['vs same bytes'] ?? '',
    'rounds range': r['rounds range'] ?? '',
  })),
);
if (failed.length > 0) {
  console.error(`✖ failed: ${failed.join(', ')}`);
  process.exit(1);
}
