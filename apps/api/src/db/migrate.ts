/** Applies the committed SQL migrations (apps/api/drizzle) with the migrator matching the driver. */
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db, Schema } from './client.js';

/** apps/api/drizzle, two levels up from src/db/ (tsx) or dist/db/ (build). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Brings the database schema up to date; safe to run on every start (applied migrations are skipped). */
export async function migrate(db: Db): Promise<void> {
  if (is(db, PgliteDatabase)) {
    await migratePglite(db as PgliteDatabase<Schema>, { migrationsFolder });
  } else if (is(db, NodePgDatabase)) {
    await migrateNodePg(db as NodePgDatabase<Schema>, { migrationsFolder });
  } else {
    throw new Error('migrate(): unsupported Drizzle driver');
  }
}
