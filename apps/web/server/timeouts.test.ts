// @vitest-environment node
/**
 * Slow clients (issue 17, decision 023): a connection dripping its headers one line at a time is closed by
 * the web server once the headers timeout passes, instead of being held open.
 */
import net, { type AddressInfo } from 'node:net';
import { serverTimeoutsFromEnv } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';

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
    socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: web.test\r\n'));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

describe('web server timeouts', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildWebServer({
      mode: 'test',
      build: createStubBuild(),
      clientDir: null,
      timeouts: serverTimeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('closes a connection whose headers never finish, and keeps serving others', async () => {
    const { port } = app.server.address() as AddressInfo;
    expect(await dripHeaders(port)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
