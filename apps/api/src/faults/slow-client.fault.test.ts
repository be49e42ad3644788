/**
 * Fault: slow clients (issue 17, decision 023). A connection that drips its headers one line at a time
 * never completes a request; the API closes it once the headers timeout passes instead of holding it open.
 * Small timeouts come through the same option server.ts fills from HTTP_*_TIMEOUT_MS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverTimeoutsFromEnv } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from '../test/db.js';

/** Opens a connection that sends a header line every 100 ms; resolves true once the server closes it. */
function dripHeaders(port: number, limitMs = 15_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let lines = 0;
    const drip = setInterval(() => socket.write(`X-Drip-${(lines += 1)}: still coming\r\n`), 100);
    const give = setTimeout(() => finish(false), limitMs);
    const finish = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(give);
      socket.destroy();
      resolve(closed);
    };
    socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: api.test\r\n'));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

describe('fault: a client dripping its headers', () => {
  let app: FastifyInstance;
  const dir = mkdtempSync(path.join(tmpdir(), 'stride-slow-client-'));

  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test' });
    app = await buildApp({
      db: await getTestDb(),
      env,
      storage: createLocalStorage(dir),
      timeouts: serverTimeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is disconnected by the API, which keeps serving others', async () => {
    const { port } = app.server.address() as AddressInfo;
    expect(await dripHeaders(port)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
