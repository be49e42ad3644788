/**
 * A second, private copy of the product for the maintenance journey: switching maintenance on in the
 * shared e2e product would send every other journey to the holding page. It runs on PostgreSQL (a
 * throwaway database) because the maintenance flag is flipped from outside while it runs, through the
 * test-only CLI `apps/api/dist/cli/set-maintenance.js` (PGlite admits one process only). It also runs on the
 * machine's Redis under a key prefix of its own, which is how the CLI tells the running API, whose sockets
 * tell open pages at once (SPEC §4 MaintenanceModeUpdate).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface MaintenanceProduct {
  webUrl: string;
  /** Switches maintenance mode through the test CLI: open pages hear it on their socket, the web server within a second. */
  setMaintenance(on: boolean, whitelist?: string): Promise<void>;
  stop(): Promise<void>;
}

/** The product's Redis settings: its own key prefix, so no other product on this Redis hears it. */
function redisEnv(webPort: number): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  return { REDIS_URL: REDIS, REDIS_KEY_PREFIX: `stride_e2e_maintenance_${webPort}` };
}

/**
 * Deletes every Redis key under the product's prefix: tag versions never expire, so a cached answer of an
 * earlier run could otherwise match this run's versions and serve its stale maintenance state.
 */
async function forgetRedisKeys(webPort: number): Promise<void> {
  const redis = new Redis(REDIS, { maxRetriesPerRequest: 2 });
  try {
    const prefix = redisEnv(webPort).REDIS_KEY_PREFIX;
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<
      string[]
    >) {
      keys.push(...batch);
    }
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function cli(databaseUrl: string, webPort: number, args: string[]): Promise<void> {
  await run(process.execPath, [path.join(root, 'apps/api/dist/cli/set-maintenance.js'), ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...redisEnv(webPort) },
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the maintenance product exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Creates the database (maintenance on, `whitelist` allowed), starts API and web, waits until they answer. */
export async function startMaintenanceProduct(options: {
  webPort: number;
  apiPort: number;
  whitelist: string;
}): Promise<MaintenanceProduct> {
  // One database per port: two runs cannot share a port, and a run that died leaves nothing the next one keeps.
  const databaseUrl = `${POSTGRES}/stride_e2e_maintenance_${options.webPort}`;
  await cli(databaseUrl, options.webPort, ['--drop-database']);
  await forgetRedisKeys(options.webPort);
  await cli(databaseUrl, options.webPort, ['--create-database', '--on', '--whitelist', options.whitelist]);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-e2e-maintenance-'));
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
      ...redisEnv(options.webPort),
      SEED_ON_EMPTY: 'false',
    },
  });
  try {
    await waitFor(`${webUrl}/healthz`, child, 120_000);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }

  return {
    webUrl,
    setMaintenance: (on, whitelist) =>
      cli(databaseUrl, options.webPort, [
        on ? '--on' : '--off',
        ...(whitelist ? ['--whitelist', whitelist] : []),
      ]),
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      await cli(databaseUrl, options.webPort, ['--drop-database']).catch(() => undefined);
      await forgetRedisKeys(options.webPort).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
