/**
 * The API as a test file sees it: buildApp() on this file's own database, a throwaway storage folder,
 * silent logs, generous rate limits. Closed automatically after the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/client.js';
import { loadEnv, type Env } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: Env;
  storageDir: string;
}

let current: Promise<TestApp> | undefined;

/** This file's app instance (built on first call, reused by the file's tests). */
export function getTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  current ??= (async () => {
    const db = await getTestDb();
    const env = loadEnv({
      NODE_ENV: 'test',
      API_ORIGIN: 'http://api.test',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...overrides,
    });
    const storageDir = mkdtempSync(path.join(tmpdir(), 'stride-storage-'));
    const app = await buildApp({ db, env, storage: createLocalStorage(storageDir), logger: false });
    await app.ready();
    return { app, db, env, storageDir };
  })();
  return current;
}

afterAll(async () => {
  const opened = current;
  current = undefined;
  if (!opened) return;
  const { app, storageDir } = await opened;
  await app.close();
  rmSync(storageDir, { recursive: true, force: true });
});
