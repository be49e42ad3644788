/**
 * bench/api-read: public read API throughput against a bare node:http server, in one run.
 *
 *   npm run bench:api-read            (10 s per target, -c 100 -p 1: the budget's p99 is at -p 1)
 *   BENCH_SECONDS=30 npm run bench:api-read
 *   BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:api-read   (the API's CPU profile)
 *
 * The API runs from source (tsx) in production mode on its own seeded PGlite under data/bench
 * (seeded on the first run, reused afterwards), or on DATABASE_URL when set.
 */
import os from 'node:os';
import path from 'node:path';
import { apiServerArgs } from './lib/api-entry.js';
import {
  anonymousToken,
  load,
  loadWithSameBytes,
  nodeArgsFrom,
  printTable,
  REPO_ROOT,
  startServer,
  warmUp,
  type LoadResult,
} from './lib/harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  pipelining: Number(process.env.BENCH_PIPELINING ?? 1),
  durationSeconds: seconds,
};
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4900);
const baselineUrl = `http://127.0.0.1:${portBase + 1}/`;
const apiUrl = `http://127.0.0.1:${portBase + 2}`;

const baseline = await startServer(
  ['bench/baseline-server.mjs'],
  { PORT: String(portBase + 1) },
  baselineUrl,
  baselineUrl,
);
const api = await startServer(
  apiServerArgs(nodeArgsFrom('BENCH_API_NODE_ARGS')),
  {
    PORT: String(portBase + 2),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATABASE_URL ? '' : path.join(REPO_ROOT, 'data/bench'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The API process only, as bench/feed measures it: background workers polling PGlite took ~9 % of its
    // CPU under load (decision 030).
    JOBS_ENABLED: 'false',
  },
  `${apiUrl}/readyz`,
  apiUrl,
);

const results: LoadResult[] = [];
try {
  // Every /api call carries a bearer token; visitors use an anonymous client-credentials one.
  const headers = { authorization: `Bearer ${await anonymousToken(api.url)}`, accept: 'application/json' };
  const targets = ['/api/horses?page=1', '/api/syndicates'];
  await warmUp(
    targets.map((target) => `${api.url}${target}`),
    { ...options, headers },
  );
  results.push(
    await load('node:http hello world (baseline)', baseline.url, { ...options, server: baseline }),
  );
  for (const target of targets)
    results.push(
      await loadWithSameBytes(`GET ${target}`, `${api.url}${target}`, portBase + 3, {
        ...options,
        headers,
        server: api,
      }),
    );
} finally {
  await api.stop();
  await baseline.stop();
}
console.log(
  `\nbench/api-read — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${seconds} s per target, -c ${options.connections} -p ${options.pipelining}`,
);
printTable(results, 'api-read');
