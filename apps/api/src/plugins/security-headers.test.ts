/**
 * Helmet's headers are computed once at start-up (decision 030): they must be exactly the ones
 * @fastify/helmet set per request with the same options. Answers outside /api/ carry them all; the API's
 * JSON answers carry the API's set (decision 043).
 */
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { anonymousHeaders } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { helmetHeaders } from './security.js';

const options = {
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], formAction: ["'self'", 'https://x.test'] } },
};

describe('static helmet headers', () => {
  it('are what @fastify/helmet sets per request', async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, options);
    reference.get('/', async () => 'ok');
    const res = await reference.inject('/');
    const computed = helmetHeaders(options);
    expect(Object.keys(computed).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(computed)) expect(res.headers[name], name).toBe(value);
    const fastifyOwn = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
    expect(Object.keys(res.headers).filter((h) => !fastifyOwn.includes(h) && !(h in computed))).toEqual([]);
    expect(res.headers['x-powered-by']).toBeUndefined();
    await reference.close();
  });

  it('go out with every answer outside the API', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ url: '/healthz' });
    for (const [name, value] of Object.entries(app.securityHeaders))
      expect(res.headers[name], name).toBe(value);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("give the API's JSON answers the API's set: no framing, no sniffing, HTTPS only, nothing to run", async () => {
    const { app } = await getTestApp();
    for (const res of [
      await app.inject({ url: '/api/horses', headers: await anonymousHeaders(app) }),
      await app.inject({ url: '/api/updates' }), // a 401 too
    ]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['strict-transport-security']).toBe(app.securityHeaders['strict-transport-security']);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Document-only headers stay off JSON answers.
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
      ])
        expect(res.headers[name], name).toBeUndefined();
    }
  });
});
