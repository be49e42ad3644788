/**
 * bench/api-read: public read API throughput against a bare node:http server, in one run.
 *
 *   npm run bench:api-read            (10 s per target, -c 100 -p 10)
 *   BENCH_SECONDS=30 npm run bench:api-read
 *
 * The API runs from source (tsx) in production mode on its own seeded PGlite under data/bench
 * (seeded on the first run, reused afterwards), or on DATABASE_URL when set.
 */
import os from 'node:os';
import path from 'node:path';
import { anonymousToken, load, printTable, REPO_ROOT, startServer, type LoadResult } from './lib/harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const options = { connections: 100, pipelining: 10, durationSeconds: seconds };

const baseline = await startServer(['bench/baseline-server.mjs'], { PORT: '4901' }, 'http://127.0.0.1:4901/', 'http://127.0.0.1:4901/');
const api = await startServer(
  ['--import', 'tsx', '--conditions=source', 'apps/api/src/server.ts'],
  {
    PORT: '4902',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATABASE_URL ? '' : path.join(REPO_ROOT, 'data/bench'),
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  'http://127.0.0.1:4902/readyz',
  'http://127.0.0.1:4902',
);

const results: LoadResult[] = [];
try {
  // Every /api call carries a bearer token; visitors use an anonymous client-credentials one.
  const headers = { authorization: `Bearer ${await anonymousToken(api.url)}`, accept: 'application/json' };
  results.push(await load('node:http hello world (baseline)', baseline.url, options));
  results.push(await load('GET /api/horses?page=1', `${api.url}/api/horses?page=1`, { ...options, headers }));
  results.push(await load('GET /api/syndicates', `${api.url}/api/syndicates`, { ...options, headers }));
} finally {
  await api.stop();
  await baseline.stop();
}
console.log(`\nbench/api-read — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${seconds} s per target, -c 100 -p 10`);
printTable(results);
