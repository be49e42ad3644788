/**
 * Opens the application database: embedded PGlite (default, data in <repo>/data/pglite) or PostgreSQL
 * through a node-postgres Pool when a URL is given. Both return the same Drizzle API (`Db`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { resolveDataDir } from '../lib/paths.js';

export type Schema = typeof schema;

/**
 * What `db.execute()` resolves to on both drivers (PGlite `Results` and pg `QueryResult` both carry
 * `rows`), so raw SQL stays typed whichever driver runs.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

/** The part of a raw query result both drivers share. */
export interface QueryRows<TRow> {
  rows: TRow[];
}

/** The Drizzle database services use, whichever driver is underneath (a transaction is one too). */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle as passed to `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Driver = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. Default: <repo>/data/pglite. */
  dataDir?: string;
  /** A PGlite `dumpDataDir()` snapshot to start from (in memory unless `dataDir` is given). */
  loadDataDir?: Blob;
  /** Maximum pool size on PostgreSQL (default 10). */
  poolMax?: number;
}

export interface Database {
  db: Db;
  driver: Driver;
  /** Releases the connection pool or shuts PGlite down; the process cannot exit before this. */
  close(): Promise<void>;
}

/** Default PGlite data directory: ./data/pglite at the repository root, whatever the cwd. */
export const defaultPgliteDataDir = join(resolveDataDir(), 'pglite');

/** Opens the database described by `options` (see DatabaseOptions) and returns it with its closer. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) emits 'error' on
    // the pool; unhandled, that would crash the process. pg has already discarded that client.
    let ending = false;
    pool.on('error', (error) => {
      if (!ending) console.error(`database: idle connection lost (${error.message})`);
    });
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      close: () => {
        ending = true;
        return pool.end();
      },
    };
  }

  let dataDir = options.dataDir;
  if (dataDir === undefined && !options.loadDataDir) dataDir = defaultPgliteDataDir;
  if (dataDir && !dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return { db, driver: 'pglite', close: () => client.close() };
}
