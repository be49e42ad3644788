#!/usr/bin/env node
/**
 * Runs the built product: the API (default :4000) and the web server (default :3000) as two supervised
 * child processes with one set of ports and prefixed logs. A child that dies is restarted with
 * exponential backoff (1 s doubling up to 30 s, back to 1 s once it has run for a minute) and the reason
 * is logged; SIGINT/SIGTERM stop both cleanly (decision 023). `npm start` builds first and then calls
 * this; the e2e suite calls it directly.
 *
 * Env: API_PORT (4000), WEB_PORT (3000), HOST (0.0.0.0), RESTART_BASE_DELAY_MS (1000) and
 * RESTART_MAX_DELAY_MS (30000), START_API_SCRIPT / START_WEB_SCRIPT (the built entries; tests replace
 * them), and everything apps/api/src/env.ts and apps/web read (DATABASE_URL, REDIS_URL, DATA_DIR, …).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertRuntime } from './check-runtime.mjs';

assertRuntime();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${apiPort}`;
const webOrigin = process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`;
const shared = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  API_ORIGIN: apiOrigin,
  WEB_ORIGIN: webOrigin,
  // The web app's and the back office's sign-in callbacks and the logout landing must be registered with
  // the authorization server.
  OAUTH_REDIRECT_URIS: process.env.OAUTH_REDIRECT_URIS ?? `${webOrigin}/login/ ${webOrigin}/admin/`,
  OAUTH_POST_LOGOUT_REDIRECT_URIS: process.env.OAUTH_POST_LOGOUT_REDIRECT_URIS ?? `${webOrigin}/`,
};

const children = new Set();
/** Pending restarts, cancelled on shutdown. */
const timers = new Set();
let stopping = false;
const baseDelay = Number(process.env.RESTART_BASE_DELAY_MS ?? 1000);
const maxDelay = Number(process.env.RESTART_MAX_DELAY_MS ?? 30_000);
/** A child that ran this long is healthy again: its next crash restarts after the base delay. */
const STABLE_AFTER_MS = 60_000;

/** Starts `script` as child `name` and restarts it with backoff whenever it dies, until we stop. */
function run(name, script, env, attempt = 0) {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [path.resolve(root, script)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    const ranFor = Date.now() - startedAt;
    const next = ranFor >= STABLE_AFTER_MS ? 0 : attempt + 1;
    const delay = Math.min(maxDelay, baseDelay * 2 ** Math.max(0, next - 1));
    const why = signal ? `killed by ${signal}` : `exited with code ${code}`;
    console.error(`[${name}] ${why} after ${Math.round(ranFor / 1000)} s; restarting in ${delay} ms (restart ${next || 1})`);
    const timer = setTimeout(() => {
      if (!stopping) run(name, script, env, next);
    }, delay);
    timers.add(timer);
  });
  children.add(child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const timer of timers) clearTimeout(timer);
  const running = [...children];
  for (const c of running) c.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 10_000);
  deadline.unref();
  Promise.all(running.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Polls the API's readiness endpoint so the web server starts against a migrated, seeded API. */
async function waitForApi(timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not become ready in time');
}

run('api', process.env.START_API_SCRIPT ?? 'apps/api/dist/server.js', { ...shared, PORT: apiPort });
await waitForApi();
run('web', process.env.START_WEB_SCRIPT ?? 'apps/web/server-dist/prod.js', {
  ...shared,
  PORT: webPort,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiOrigin,
});
console.log(`Stride: web ${webOrigin}  api ${apiOrigin}`);
