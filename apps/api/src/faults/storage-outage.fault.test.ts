/**
 * Fault: the object store cannot be reached (issue 17, decision 023). Signed and public media URLs answer
 * 503 with Retry-After and no-store — never a 404 "File not found" that a CDN would cache — and readiness
 * reports storage down while the instance stays ready. A missing file is still a 404.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessage } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import type { StorageDriver } from '../storage/driver.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from '../test/db.js';

/** The local driver, except that while `down` every read fails as an unreachable S3 endpoint does. */
function flakyStorage(dir: string): { storage: StorageDriver; setDown: (down: boolean) => void } {
  const inner = createLocalStorage(dir);
  let down = false;
  const unreachable = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
  const storage: StorageDriver = {
    ...inner,
    kind: inner.kind,
    multipart: inner.multipart,
    stat: (key) => (down ? Promise.reject(unreachable()) : inner.stat(key)),
    read: (key, range) => (down ? Promise.reject(unreachable()) : inner.read(key, range)),
  };
  return { storage, setDown: (value) => (down = value) };
}

describe('fault: object store unreachable', () => {
  let app: FastifyInstance;
  let dir: string;
  let setDown: (down: boolean) => void;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stride-fault-storage-'));
    const flaky = flakyStorage(dir);
    setDown = flaky.setDown;
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', RATE_LIMIT_PER_MINUTE: '100000' });
    app = await buildApp({ db: await getTestDb(), env, storage: flaky.storage, logger: false });
    await app.ready();
    await flaky.storage.put('public/logos/club.png', Buffer.from('png'), 'image/png');
    await flaky.storage.put('posts/1/photo.jpg', Buffer.from('jpg'), 'image/jpeg');
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After for public and signed media while the store is away, then serves again', async () => {
    const signed = new URL(app.mediaSigner.url('posts/1/photo.jpg'));
    const urls = ['/media/public/logos/club.png', `${signed.pathname}${signed.search}`];
    for (const url of urls) expect((await app.inject(url)).statusCode).toBe(200);

    setDown(true);
    for (const url of urls) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ code: 503, message: errorMessage(503) });
    }
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      dependencies: { database: 'ok', storage: 'down' },
    });

    setDown(false);
    for (const url of urls) expect((await app.inject(url)).statusCode).toBe(200);
    expect((await app.inject('/media/public/logos/missing.png')).statusCode).toBe(404);
  });
});
