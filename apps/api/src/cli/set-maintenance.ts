/**
 * TEST-ONLY CLI: switches maintenance mode in the database the API uses (DATABASE_URL, else the PGlite
 * data directory — which only works while the API is stopped, PGlite being single-process). It refuses to
 * run unless NODE_ENV=test; the back office will be the real way to change the setting.
 *
 *   NODE_ENV=test DATABASE_URL=postgres://… node apps/api/dist/cli/set-maintenance.js --on --whitelist "203.0.113.7 ::1"
 *   NODE_ENV=test DATABASE_URL=postgres://… node apps/api/dist/cli/set-maintenance.js --off
 *
 * For throwaway journey databases it can also create (and migrate) or drop the DATABASE_URL database:
 *   … set-maintenance.js --create-database     … set-maintenance.js --drop-database
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createRedisResponseCache } from '../cache/response-cache.js';
import { createEventBus } from '../events/bus.js';
import { registerCacheInvalidation } from '../events/processors/cache-invalidation.js';
import { createDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { resolveDataDir } from '../lib/paths.js';
import { setMaintenanceMode } from './maintenance-setting.js';
import { relayMaintenanceChange } from '../realtime/relay.js';
import { redisKeys } from '../lib/redis-keys.js';

/** The database name of a PostgreSQL URL, and a URL to the server's `postgres` database to manage it from. */
function adminTarget(url: string): { name: string; adminUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]{1,63}$/.test(name)) throw new Error(`refusing to manage database "${name}"`);
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

async function manageDatabase(url: string, action: 'create' | 'drop'): Promise<void> {
  const { name, adminUrl } = adminTarget(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (action === 'drop') {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } else {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/** Runs the CLI; returns the process exit code. */
export async function main(
  argv: string[],
  source: Record<string, string | undefined> = process.env,
): Promise<number> {
  const env = loadEnv(source);
  if (env.NODE_ENV !== 'test') {
    console.error('set-maintenance is a test tool: it runs only with NODE_ENV=test.');
    return 2;
  }
  const { values } = parseArgs({
    args: argv,
    options: {
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      whitelist: { type: 'string' },
      'create-database': { type: 'boolean' },
      'drop-database': { type: 'boolean' },
    },
  });
  const manage = values['create-database'] ? 'create' : values['drop-database'] ? 'drop' : null;
  if (manage) {
    if (!env.DATABASE_URL) {
      console.error(`--${manage}-database needs DATABASE_URL.`);
      return 2;
    }
    await manageDatabase(env.DATABASE_URL, manage);
    if (manage === 'drop') return 0;
  }
  if (values.on === values.off && !manage) {
    console.error('Say --on or --off (optionally --whitelist "ip ip …").');
    return 2;
  }

  const database = await createDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolMax: 2 }
      : { dataDir: path.join(resolveDataDir(env.DATA_DIR), 'pglite') },
  );
  try {
    await migrate(database.db);
    if (values.on !== values.off) {
      // With REDIS_URL the running API instances share the response cache: tell it, like the API would.
      const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
      const events = createEventBus();
      const keys = redisKeys(env.REDIS_KEY_PREFIX);
      if (redis) {
        registerCacheInvalidation(events, createRedisResponseCache(redis, { prefix: keys.responseCache }));
      }
      try {
        const stored = await setMaintenanceMode(
          database.db,
          { on: values.on === true, whitelist: values.whitelist },
          events,
        );
        await events.drain();
        console.log(
          `maintenance mode ${stored.maintenanceMode ? 'on' : 'off'}; whitelist: "${stored.ipWhitelist}"`,
        );
        // Running API instances tell their sockets at once (MaintenanceModeUpdate) — through Redis only.
        if (env.REDIS_URL) await relayMaintenanceChange(env.REDIS_URL, false, keys.socketAdapter);
        else console.log('no REDIS_URL: open sockets learn the change on their next maintenance check');
      } finally {
        await redis?.quit();
      }
    }
  } finally {
    await database.close();
  }
  return 0;
}

// Run when executed directly (not when imported by the tests).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
