/**
 * Benchmark plumbing shared by every bench script: start servers as child processes (so the load
 * generator never shares an event loop with the server under test), wait for them, drive them with
 * autocannon, and print results as ratios against a bare baseline measured in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Spawns `node <args>` with env and waits until `readyUrl` answers 2xx. */
export async function startServer(args: string[], env: Record<string, string>, readyUrl: string, url: string): Promise<Server> {
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
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL and summarises it. */
export async function load(
  name: string,
  url: string,
  opts: { connections: number; pipelining: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    pipelining: opts.pipelining,
    duration: opts.durationSeconds,
    headers: opts.headers ?? {},
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Prints results as a table with each row's throughput as a ratio of the first (the baseline). */
export function printTable(results: LoadResult[]): void {
  const baseline = results[0]!;
  const rows = results.map((r) => ({
    target: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'vs baseline': `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`,
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
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
