/**
 * One database per test FILE: a PGlite loaded from the run's migrated snapshot, or a PostgreSQL database
 * cloned from the run's template. Opened on first use, closed (and dropped) after the file by setup.ts.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database, type Db } from '../db/client.js';
import { databaseUrl, quoteIdent, type TestDbConfig } from './test-db-config.js';

export interface TestDatabase extends Database {
  /** PostgreSQL database name, or `pglite`. */
  name: string;
}

let current: Promise<TestDatabase> | undefined;

/** This test file's database handle (driver, name, close) — opened on the first call, then reused. */
export function getTestDatabase(): Promise<TestDatabase> {
  current ??= openTestDatabase(inject('testDb'));
  return current;
}

/** This test file's Drizzle database, migrated and empty at first use; shared by the file's tests. */
export async function getTestDb(): Promise<Db> {
  return (await getTestDatabase()).db;
}

/** Closes (and on PostgreSQL drops) this file's database; registered as an afterAll by setup.ts. */
export async function closeTestDatabase(): Promise<void> {
  const opened = current;
  current = undefined;
  if (opened) await (await opened).close();
}

async function openTestDatabase(config: TestDbConfig): Promise<TestDatabase> {
  if (config.driver === 'pglite') {
    const snapshot = new Blob([await readFile(config.dumpPath)]);
    const database = await createDatabase({ loadDataDir: snapshot });
    return { ...database, name: 'pglite' };
  }

  const name = `${config.databasePrefix}${randomBytes(4).toString('hex')}`;
  await adminQuery(
    config.adminUrl,
    `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(config.template)}`,
  );
  const database = await createDatabase({ url: databaseUrl(config.adminUrl, name), poolMax: 4 });
  return {
    ...database,
    name,
    close: async () => {
      await database.close();
      await adminQuery(config.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
}

/** Runs one statement on a short-lived admin connection (CREATE/DROP DATABASE cannot run in a pool tx). */
async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Cloning fails with 55006 while another session is still leaving the template; retry briefly.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await client.end();
  }
}
