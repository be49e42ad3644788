/**
 * Benchmark plumbing shared by every bench script: start servers as child processes (so the load
 * generator never shares an event loop with the server under test), wait for them, drive them with
 * autocannon, and print results as ratios against a bare baseline measured in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  url: string;
  /** The server process's CPU time so far (user + system, ms; NaN where /proc is not readable). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * Extra node options for a benchmarked process from an environment variable (BENCH_API_NODE_ARGS for the
 * API, BENCH_SAME_NODE_ARGS for the same-bytes server), e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": a
 * profile of that process is written when it stops.
 */
export function nodeArgsFrom(variable: 'BENCH_API_NODE_ARGS' | 'BENCH_SAME_NODE_ARGS'): string[] {
  return (process.env[variable] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; NaN when unavailable
 * (not Linux, process gone). 10 ms resolution: read it over whole runs, not single requests.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return NaN;
  }
}

/** Busy and total CPU ticks of the whole machine so far (/proc/stat's first line), or null off Linux. */
function cpuTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    // idle and iowait are the 4th and 5th numbers.
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine's CPU is at most `maxBusyPercent` busy over one second (or `timeoutSeconds`
 * pass): a benchmark started while another process still works reads that process, not the target.
 */
export async function waitForQuietCpu(
  maxBusyPercent = 15,
  timeoutSeconds = 60,
): Promise<{ seconds: number; busyPercent: number }> {
  const started = Date.now();
  for (;;) {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks();
    if (!before || !after) return { seconds: 0, busyPercent: NaN };
    const busyPercent = Math.round(
      (100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total),
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    if (busyPercent <= maxBusyPercent || seconds >= timeoutSeconds) return { seconds, busyPercent };
  }
}

/** Spawns `node <args>` with env and waits until `readyUrl` answers 2xx. */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  url: string,
): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server ${args.join(' ')} not ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    cpuMs: () => processCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        // Exited already (by itself, or by a signal: then exitCode stays null and signalCode is set).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  name: string;
  /** The node:http server sending this row's exact bytes, measured in the same run (printed as a ratio). */
  sameBytes?: LoadResult;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  /** CPU time the measured server spent per request during the recorded run (µs), when it was given. */
  cpuUsPerRequest?: number;
  errors: number;
  non2xx: number;
  /** With paired rounds (BENCH_ROUNDS > 1): the lowest and highest round's ratio to the same bytes. */
  sameBytesRange?: [number, number];
}

/** Seconds of unrecorded load before each measurement (JIT, pools and caches warm): BENCH_WARMUP_SECONDS. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/** Runs autocannon against one URL (after an unrecorded warm-up) and summarises it. */
export async function load(
  name: string,
  url: string,
  opts: {
    connections: number;
    pipelining: number;
    durationSeconds: number;
    headers?: Record<string, string>;
    /** The server under test: its process's CPU time is read around the recorded run. */
    server?: Server;
    /** False to skip the unrecorded warm-up (a later round of the same target). */
    warmUp?: boolean;
  },
): Promise<LoadResult> {
  if (WARMUP_SECONDS > 0 && opts.warmUp !== false)
    await autocannon({
      url,
      connections: opts.connections,
      pipelining: opts.pipelining,
      duration: WARMUP_SECONDS,
      headers: opts.headers ?? {},
    });
  const cpuBefore = opts.server?.cpuMs() ?? NaN;
  const result = await autocannon({
    url,
    connections: opts.connections,
    pipelining: opts.pipelining,
    duration: opts.durationSeconds,
    headers: opts.headers ?? {},
  });
  const cpuMs = (opts.server?.cpuMs() ?? NaN) - cpuBefore;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    ...(Number.isFinite(cpuMs) && result.requests.total > 0
      ? { cpuUsPerRequest: (cpuMs * 1000) / result.requests.total }
      : {}),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Loads each URL for BENCH_WARMUP_SECONDS without recording anything: run once per API before its first
 * measured target, which otherwise read low in every run (a freshly started API process, whatever the
 * route: swapping the order of /api/horses and /api/syndicates swapped their ratios).
 */
export async function warmUp(urls: string[], opts: Parameters<typeof load>[2]): Promise<void> {
  for (const url of urls) await load('warm-up', url, { ...opts, durationSeconds: WARMUP_SECONDS });
}

/** A ratio of two throughputs as a percentage. */
export const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

const micros = (us: number | undefined) => (us === undefined ? '' : Math.round(us));

/**
 * Prints results as a table: each row's throughput as a ratio of the first (the hello-world baseline)
 * and, where measured, of node:http sending the row's very bytes; where the server's process was given,
 * the CPU time it spent per request (µs) next to the same-bytes server's — where the time goes.
 */
export function printTable(results: LoadResult[], bench = ''): void {
  const baseline = results[0]!;
  const rows = results.map((r) => ({
    target: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'vs hello world': percent(r.requestsPerSecond, baseline.requestsPerSecond),
    'same bytes req/s': r.sameBytes ? Math.round(r.sameBytes.requestsPerSecond) : '',
    'vs same bytes': r.sameBytes ? percent(r.requestsPerSecond, r.sameBytes.requestsPerSecond) : '',
    'rounds range': r.sameBytesRange
      ? r.sameBytesRange.map((x) => (x * 100).toFixed(1)).join('–') + ' %'
      : '',
    'CPU µs/req': micros(r.cpuUsPerRequest),
    'same bytes CPU µs/req': micros(r.sameBytes?.cpuUsPerRequest),
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
  writeSummary(bench, rows);
}

/** When BENCH_SUMMARY names a file (bench/run-all does), each table is appended to it as JSON lines. */
function writeSummary(bench: string, rows: object[]): void {
  const file = process.env.BENCH_SUMMARY;
  if (!file) return;
  writeFileSync(file, rows.map((row) => JSON.stringify({ bench, ...row }) + '\n').join(''), { flag: 'a' });
}

/**
 * Rounds of each same-bytes comparison (BENCH_ROUNDS, default 3): the target and its same-bytes server are
 * measured alternately, each for the full duration, and the row is the round with the median ratio. On
 * this shared 2-core machine one pair of back-to-back runs moved by ±10 points of ratio between runs of
 * one build (the same-bytes server alone read 28–32 k req/s); alternating rounds pair each measurement
 * with a baseline taken under the same conditions, and the printed range shows the spread.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/**
 * Loads `url` with `opts`, then node:http serving the same bytes (captured from one response) on `port`
 * with the same options, alternately for BENCH_ROUNDS rounds: the row carries both (decision 026) from
 * the round with the median ratio, the worst p99 of the target over all rounds and the rounds' range.
 */
export async function loadWithSameBytes(
  name: string,
  url: string,
  port: number,
  opts: Parameters<typeof load>[2],
): Promise<LoadResult> {
  const res = await rawGet(url, opts.headers ?? {});
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-bytes-'));
  writeFileSync(path.join(dir, 'body'), res.body);
  const same = await startServer(
    [...nodeArgsFrom('BENCH_SAME_NODE_ARGS'), 'bench/same-bytes-server.mjs'],
    {
      PORT: String(port),
      BODY_FILE: path.join(dir, 'body'),
      CONTENT_TYPE: res.contentType ?? 'application/octet-stream',
      CONTENT_ENCODING: res.contentEncoding ?? '',
    },
    `http://127.0.0.1:${port}/`,
    `http://127.0.0.1:${port}/`,
  );
  try {
    const rounds: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const warmUp = round === 0;
      const result = await load(name, url, { ...opts, warmUp });
      result.sameBytes = await load(`${name} (same bytes)`, same.url, {
        ...opts,
        headers: {},
        server: same,
        warmUp,
      });
      rounds.push(result);
    }
    return medianRound(rounds);
  } finally {
    await same.stop();
  }
}

/** The round with the median ratio to its same-bytes run, with the worst p99 and the errors of all. */
function medianRound(rounds: LoadResult[]): LoadResult {
  const ratio = (r: LoadResult) => r.requestsPerSecond / (r.sameBytes?.requestsPerSecond ?? NaN);
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    ...median,
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    ...(rounds.length > 1 ? { sameBytesRange: [ratio(sorted[0]!), ratio(sorted.at(-1)!)] } : {}),
  };
}

/**
 * One GET as the load generator sees it: the body exactly as sent (still compressed when the request's
 * Accept-Encoding got a Content-Encoding, unlike fetch, which decodes), so the same-bytes server can send
 * those bytes with that encoding.
 */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; contentType?: string; contentEncoding?: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: res.headers['content-type'],
          contentEncoding: res.headers['content-encoding'],
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** An anonymous client-credentials access token, as the web app gets one (SPEC §7). */
export async function anonymousToken(apiUrl: string, clientId = 'stride-web'): Promise<string> {
  const res = await fetch(`${apiUrl}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId }),
  });
  if (!res.ok) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
