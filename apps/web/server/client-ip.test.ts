// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';
import { CLIENT_IP_HEADER, DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './client-ip.js';

/** The stub build, but the document answers with the client IP header the app received. */
function echoClientIpBuild(): ServerBuild {
  const build = createStubBuild();
  return {
    ...build,
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers) =>
          new Response(request.headers.get(CLIENT_IP_HEADER) ?? 'none', { status, headers }),
      },
    },
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function clientIp(options: {
  remoteAddress: string;
  headers?: Record<string, string>;
  trusted?: string[];
}) {
  app = await buildWebServer({
    mode: 'test',
    build: echoClientIpBuild(),
    clientDir: null,
    trustedProxies: options.trusted,
  });
  const res = await app.inject({
    method: 'GET',
    url: '/about-us/',
    remoteAddress: options.remoteAddress,
    headers: options.headers,
  });
  return res.body;
}

describe('client IP handed to the app', () => {
  it('is the socket address for a direct visitor, whatever headers it sends', async () => {
    expect(
      await clientIp({
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': '203.0.113.7', [CLIENT_IP_HEADER]: '203.0.113.8' },
      }),
    ).toBe('198.51.100.4');
  });

  it('believes X-Forwarded-For from a trusted proxy on this machine', async () => {
    expect(
      await clientIp({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    ).toBe('203.0.113.7');
    expect(await clientIp({ remoteAddress: '127.0.0.1' })).toBe('127.0.0.1');
  });

  it('follows TRUSTED_PROXIES', async () => {
    const viaLb = { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.7' } };
    expect(await clientIp(viaLb)).toBe('10.0.0.5');
    await app?.close();
    expect(await clientIp({ ...viaLb, trusted: ['10.0.0.0/8'] })).toBe('203.0.113.7');
  });

  it('parses TRUSTED_PROXIES like the API does', () => {
    expect(parseTrustedProxies(undefined)).toEqual([...DEFAULT_TRUSTED_PROXIES]);
    expect(parseTrustedProxies('10.0.0.0/8, 192.168.0.1 ::1')).toEqual(['10.0.0.0/8', '192.168.0.1', '::1']);
    expect(parseTrustedProxies('')).toEqual([]);
  });
});
