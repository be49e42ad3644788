/**
 * A second, private copy of the product for a journey that must change what every page sees (maintenance
 * mode): doing it in the shared e2e product would send every other journey to the holding page. Each copy
 * runs on its own PostgreSQL database and Redis key prefix, both named by its web port — two runs cannot
 * share a port, and what a run that died left behind is dropped by the next one. The database is created,
 * dropped and changed from outside through the test-only CLI `apps/api/dist/cli/set-maintenance.js`, which
 * reaches the running API through Redis (PGlite would admit one process only).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ThrowawayProduct {
  webUrl: string;
  /** Runs the test CLI against this copy's database and Redis (`--on`, `--off`, `--whitelist …`). */
  cli(args: string[]): Promise<void>;
  /** Stops the servers and drops the database and the Redis keys. */
  stop(): Promise<void>;
}

export interface ThrowawayOptions {
  /** Names the database, Redis prefix and data folder: `stride_e2e_{name}_{webPort}`. */
  name: string;
  webPort: number;
  apiPort: number;
  /** Seed the demo (its logins) into the empty database at start. */
  seed: boolean;
  /** CLI arguments run with `--create-database` before the servers start (e.g. maintenance on). */
  prepare?: string[];
  /** How long the first start may take (seeding makes media). */
  startTimeoutMs: number;
  /** More settings for the servers (e.g. SMTP_URL to a sink the journey reads). */
  env?: Record<string, string>;
}

/** Deletes every Redis key under `prefix`: tag versions never expire, so old cached answers could match. */
async function forgetRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS, { maxRetriesPerRequest: 2 });
  try {
    const keys: string[] = [];
    const batches = redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>;
    for await (const batch of batches) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function waitForHealth(url: string, exited: () => number | null, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited() !== null) throw new Error(`the throwaway product exited (${exited()})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Creates a fresh database, starts API and web on the given ports, and waits until they answer. */
export async function startThrowawayProduct(options: ThrowawayOptions): Promise<ThrowawayProduct> {
  const id = `stride_e2e_${options.name}_${options.webPort}`;
  const databaseUrl = `${POSTGRES}/${id}`;
  const redisEnv = { REDIS_URL: REDIS, REDIS_KEY_PREFIX: id };
  const cli = async (args: string[]) => {
    await run(process.execPath, [path.join(root, 'apps/api/dist/cli/set-maintenance.js'), ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...redisEnv },
    });
  };
  await cli(['--drop-database']);
  await forgetRedisKeys(id);
  await cli(['--create-database', ...(options.prepare ?? [])]);

  const dataDir = mkdtempSync(path.join(tmpdir(), `${id}-`));
  const webUrl = `http://localhost:${options.webPort}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      API_PORT: String(options.apiPort),
      WEB_PORT: String(options.webPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...redisEnv,
      SEED_ON_EMPTY: String(options.seed),
      ...options.env,
    },
  });
  try {
    await waitForHealth(`${webUrl}/healthz`, () => child.exitCode, options.startTimeoutMs);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }

  return {
    webUrl,
    cli,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      await cli(['--drop-database']).catch(() => undefined);
      await forgetRedisKeys(id).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
