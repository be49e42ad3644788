/** Applies the committed SQL migrations (apps/api/drizzle) with the migrator matching the driver. */
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { NodePgDatabase, drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Db, Schema } from './client.js';

/** Arbitrary constant identifying Stride's migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 731_420_2026;

/** apps/api/drizzle, two levels up from src/db/ (tsx) or dist/db/ (build). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Brings the database schema up to date; safe to run on every start (applied migrations are skipped). */
export async function migrate(db: Db): Promise<void> {
  if (is(db, PgliteDatabase)) {
    await migratePglite(db as PgliteDatabase<Schema>, { migrationsFolder });
  } else if (is(db, NodePgDatabase)) {
    // Several API instances may start at once: one migrates while the others wait on this lock. The
    // migration runs on the connection holding the lock, so a pool of one connection cannot deadlock.
    const pool = (db as NodePgDatabase<Schema> & { $client: pg.Pool }).$client;
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg({ client: lockClient }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  } else {
    throw new Error('migrate(): unsupported Drizzle driver');
  }
}
