/**
 * Vitest globalSetup of the `api` project: migrates ONE template database per run and tells workers
 * where it is. PGlite (default): an in-memory database migrated then dumped to a temp file. PostgreSQL
 * (TEST_DATABASE_URL): a uniquely named template database, dropped with all its clones in teardown.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import * as schema from '../db/schema/index.js';
import { databaseUrl, quoteIdent } from './test-db-config.js';

/** Builds the run's template and returns the teardown that removes it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? setupPostgres(project, adminUrl, runId) : setupPglite(project, runId);
}

async function setupPglite(project: TestProject, runId: string): Promise<() => Promise<void>> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client, schema }));
    const dump = await client.dumpDataDir('none');
    const dumpPath = join(tmpdir(), `stride-pglite-template-${runId}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDb', { driver: 'pglite', dumpPath });
    return () => rm(dumpPath, { force: true });
  } finally {
    await client.close();
  }
}

async function setupPostgres(
  project: TestProject,
  adminUrl: string,
  runId: string,
): Promise<() => Promise<void>> {
  const template = `stride_tpl_${runId}`;
  const databasePrefix = `stride_t_${runId}_`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const teardown = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
      [template, databasePrefix],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    }
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
    const database = await createDatabase({ url: databaseUrl(adminUrl, template), poolMax: 1 });
    try {
      await migrate(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('testDb', { driver: 'postgres', adminUrl, template, databasePrefix });
  return teardown;
}
