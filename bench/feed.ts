/**
 * bench/feed: the members' feed (GET /api/updates) on PostgreSQL with 100k posts, against a bare
 * node:http server, in one run.
 *
 *   npm run bench:feed                       (10 s per target, -c 20 -p 1; BENCH_CONNECTIONS, BENCH_PIPELINING)
 *   BENCH_SECONDS=3 BENCH_POSTS=100000 npm run bench:feed
 *   BENCH_REDIS=1 npm run bench:feed         (only the REDIS_URL rows; =0 only the rows without Redis)
 *   BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:feed   (the API's CPU profiles)
 *   BENCH_SAME_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/same" npm run bench:feed  (the same-bytes server's, to compare)
 *
 * It creates a throwaway database on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * lets the API migrate it, seeds BENCH_POSTS posts over 100 syndicates (two assets on a third of them,
 * likes, views, comments, a horse entry on every tenth) with set-based SQL, signs a member's access
 * token with the server's own key, measures, and drops the database whatever happens.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { apiServerArgs } from './lib/api-entry.js';
import { memberToken, seedFeed } from './lib/feed-seed.js';
import {
  load,
  loadWithSameBytes,
  nodeArgsFrom,
  printTable,
  startServer,
  warmUp,
  type LoadResult,
} from './lib/harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postCount = Number(process.env.BENCH_POSTS ?? 100_000);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4910);
// A database-bound endpoint: fewer connections than the read benches, so latency means something.
const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  pipelining: Number(process.env.BENCH_PIPELINING ?? 1),
  durationSeconds: seconds,
};

// A profile of each API process, written when it stops (BENCH_API_NODE_ARGS).
const apiNodeArgs = nodeArgsFrom('BENCH_API_NODE_ARGS');
// BENCH_DB_NAME and BENCH_KEEP_DB=1 keep the seeded database for EXPLAIN ANALYZE after the run.
const dbName = process.env.BENCH_DB_NAME ?? `stride_bench_feed_${randomBytes(4).toString('hex')}`;
const keepDb = process.env.BENCH_KEEP_DB === '1';
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Deletes this run's keys (`<prefix>:…`, `<prefix>-…`) and nothing else. */
async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of [`${prefix}:*`, `${prefix}-*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } catch (error) {
    console.warn(`could not remove the bench's Redis keys (${prefix}…): ${String(error)}`);
  } finally {
    redis.disconnect();
  }
}

await admin(`CREATE DATABASE ${dbName}`);
const results: LoadResult[] = [];
let seededIn = 0;
try {
  const baselineUrl = `http://127.0.0.1:${portBase + 1}/`;
  const apiOrigin = `http://127.0.0.1:${portBase + 2}`;
  const baseline = await startServer(
    ['bench/baseline-server.mjs'],
    { PORT: String(portBase + 1) },
    baselineUrl,
    baselineUrl,
  );
  // Without Redis (one instance), then with REDIS_URL (versions, rate limits and revocations shared, as
  // several instances run): BENCH_REDIS=0 or =1 runs only one of them; BENCH_REDIS_URL moves Redis.
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  // This run's own keys (Redis is shared with other people's runs); removed at the end by prefix.
  const redisPrefix = `${dbName}_r`;
  const only = process.env.BENCH_REDIS;
  const variants = only === '1' ? [true] : only === '0' ? [false] : [false, true];
  const startApi = (withRedis: boolean) =>
    startServer(
      apiServerArgs(apiNodeArgs),
      {
        PORT: String(portBase + 2),
        HOST: '127.0.0.1',
        API_ORIGIN: apiOrigin,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: dbUrl.toString(),
        SEED_ON_EMPTY: 'false',
        JOBS_ENABLED: 'false',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...(withRedis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : { REDIS_URL: '' }),
      },
      `${apiOrigin}/readyz`,
      apiOrigin,
    );
  let api = await startApi(variants[0]!).catch(async (error: unknown) => {
    await baseline.stop();
    throw error;
  });
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  try {
    const started = Date.now();
    const memberId = await seedFeed(client, postCount);
    seededIn = (Date.now() - started) / 1000;
    const headers = {
      authorization: `Bearer ${await memberToken(client, apiOrigin, memberId)}`,
      accept: 'application/json',
    };
    const probe = await fetch(`${apiOrigin}/api/updates`, { headers });
    const page = (await probe.json()) as { data?: unknown[]; meta?: { totalItems: number } };
    if (!probe.ok || page.data?.length !== 10)
      throw new Error(`feed probe failed: ${probe.status} ${JSON.stringify(page).slice(0, 300)}`);
    const timed = Date.now();
    await (await fetch(`${apiOrigin}/api/updates?page=2`, { headers })).arrayBuffer();
    console.log(
      `seeded ${postCount} posts in ${seededIn.toFixed(1)} s; the member's feed holds ${page.meta?.totalItems} updates; one page alone: ${Date.now() - timed} ms`,
    );

    results.push(
      await load('node:http hello world (baseline)', baseline.url, { ...options, server: baseline }),
    );
    for (const [i, withRedis] of variants.entries()) {
      if (i > 0) {
        await api.stop();
        api = await startApi(withRedis);
      }
      const suffix = withRedis ? ' (REDIS_URL)' : '';
      const targets = [
        ['GET /api/updates (page 1 of 10)', '?page=1'],
        ['GET /api/updates?page=50', '?page=50'],
        ['GET /api/updates?horseEntryFilter=true', '?horseEntryFilter=true'],
      ] as const;
      await warmUp(
        targets.map(([, q]) => `${apiOrigin}/api/updates${q}`),
        { ...options, headers },
      );
      for (const [name, q] of targets)
        results.push(
          await loadWithSameBytes(`${name}${suffix}`, `${apiOrigin}/api/updates${q}`, portBase + 3, {
            ...options,
            headers,
            server: api,
          }),
        );
    }
  } finally {
    await client.end();
    await api.stop();
    await baseline.stop();
    if (variants.includes(true)) await dropRedisKeys(redisUrl, redisPrefix);
  }
} finally {
  if (!keepDb) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
console.log(
  `\nbench/feed — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL, ${postCount} posts, ${seconds} s per target, -c ${options.connections} -p ${options.pipelining}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (CPU µs/req: the server process's CPU time per request)`,
);
printTable(results, 'feed');
