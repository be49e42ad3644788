/**
 * A private, seeded copy of the product for the back-office maintenance journey: switching maintenance
 * on in the shared e2e product would send every other journey to the holding page. It runs on a
 * throwaway PostgreSQL database (named by port, created and dropped with the test CLI), seeded with the
 * demo so the demo administrator can sign in to its console.
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

export interface PrivateProduct {
  webUrl: string;
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
    if (child.exitCode !== null) throw new Error(`the private product exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Creates a fresh database, starts API and web on the given ports (demo seeded), waits until they answer. */
export async function startPrivateProduct(options: {
  webPort: number;
  apiPort: number;
}): Promise<PrivateProduct> {
  const databaseUrl = `${POSTGRES}/stride_e2e_admin_${options.webPort}`;
  await cli(databaseUrl, ['--drop-database']);
  await cli(databaseUrl, ['--create-database']);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-e2e-admin-'));
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
      SEED_ON_EMPTY: 'true',
    },
  });
  try {
    await waitFor(`${webUrl}/healthz`, child, 240_000);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }

  return {
    webUrl,
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
