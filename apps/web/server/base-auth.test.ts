// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';
import { BASE_AUTH_HEADER, baseAuthDecision, baseAuthFromEnv, isAuthorizedBasic } from './base-auth.js';

const credentials = { user: 'stride', password: 'gallop-2026' };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('base auth settings (decision 004)', () => {
  it('is on only when both the user and the password are set', () => {
    expect(baseAuthFromEnv({ BASE_AUTH_USER: 'a', BASE_AUTH_PASSWORD: 'b' })).toEqual({
      user: 'a',
      password: 'b',
    });
    expect(baseAuthFromEnv({ BASE_AUTH_USER: 'a' })).toBeNull();
    expect(baseAuthFromEnv({ BASE_AUTH_USER: '', BASE_AUTH_PASSWORD: 'b' })).toBeNull();
  });

  it('accepts exactly the configured credentials', () => {
    expect(isAuthorizedBasic(basic('stride', 'gallop-2026'), credentials)).toBe(true);
    expect(isAuthorizedBasic(basic('stride', 'gallop-2027'), credentials)).toBe(false);
    expect(isAuthorizedBasic(basic('Stride', 'gallop-2026'), credentials)).toBe(false);
    expect(isAuthorizedBasic(basic('stride', 'gallop-2026:x'), credentials)).toBe(false);
    expect(isAuthorizedBasic('Bearer abc', credentials)).toBe(false);
    expect(isAuthorizedBasic(undefined, credentials)).toBe(false);
  });

  it('keeps /healthz open and lets everything through when the gate is off', () => {
    expect(baseAuthDecision('/healthz', undefined, credentials)).toBe('open');
    expect(baseAuthDecision('/updates/', undefined, null)).toBe('open');
    expect(baseAuthDecision('/updates/', undefined, credentials)).toBe('challenge');
    expect(baseAuthDecision('/updates/', basic('stride', 'gallop-2026'), credentials)).toBe('passed');
  });
});

describe('the gate in the web server', () => {
  let gated: FastifyInstance;
  let open: FastifyInstance;

  async function build(baseAuth: typeof credentials | null) {
    const app = await buildWebServer({ mode: 'test', build: createStubBuild(), clientDir: null, baseAuth });
    // What React Router would see of the marker header.
    app.get('/__probe/', async (request) => request.headers[BASE_AUTH_HEADER] ?? 'absent');
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    gated = await build(credentials);
    open = await build(null);
  });

  afterAll(async () => {
    await Promise.all([gated.close(), open.close()]);
  });

  it('challenges a visit without credentials with 401 and a Basic realm', async () => {
    const res = await gated.inject({ method: 'GET', url: '/about-us/' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm="Stride staging", charset="UTF-8"');
  });

  it('lets the right credentials through, marked as base auth', async () => {
    const res = await gated.inject({
      method: 'GET',
      url: '/__probe/',
      headers: { authorization: basic('stride', 'gallop-2026') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('1');
    const page = await gated.inject({
      method: 'GET',
      url: '/about-us/',
      headers: { authorization: basic('stride', 'gallop-2026') },
    });
    expect(page.statusCode).toBe(200);
  });

  it('never trusts a marker header sent by the client', async () => {
    const res = await open.inject({ method: 'GET', url: '/__probe/', headers: { [BASE_AUTH_HEADER]: '1' } });
    expect(res.body).toBe('absent');
  });

  it('leaves health checks open', async () => {
    expect((await gated.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
