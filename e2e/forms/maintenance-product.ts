/**
 * A second, private copy of the product for the maintenance journey: switching maintenance on in the
 * shared e2e product would send every other journey to the holding page. It runs on PostgreSQL (a
 * throwaway database) because the maintenance flag is flipped from outside while it runs, through the
 * test-only CLI `apps/api/dist/cli/set-maintenance.js` (PGlite admits one process only).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface MaintenanceProduct {
  webUrl: string;
  /** Switches maintenance mode through the test CLI; the web server notices within a second. */
  setMaintenance(on: boolean, whitelist?: string): Promise<void>;
  stop(): Promise<void>;
}

async function cli(databaseUrl: string, args: string[]): Promise<void> {
  await run(process.execPath, [path.join(root, 'apps/api/dist/cli/set-maintenance.js'), ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl },
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
  await cli(databaseUrl, ['--drop-database']);
  await cli(databaseUrl, ['--create-database', '--on', '--whitelist', options.whitelist]);

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
      cli(databaseUrl, [on ? '--on' : '--off', ...(whitelist ? ['--whitelist', whitelist] : [])]),
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      await cli(databaseUrl, ['--drop-database']).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
