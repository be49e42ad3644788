// @vitest-environment node
/**
 * Security suite (issue 14 case 3; ASVS 5.0 V3.4.1 HSTS, V3.4.3 CSP, V3.4.4 nosniff, V3.4.5
 * Referrer-Policy, V3.4.6 frame-ancestors): every response of the web origin, pages included, says how
 * it may be used; no page can be framed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCspNonce, pageContentSecurityPolicy } from '../app/lib/security/csp.server';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';

let app: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  app = await buildWebServer({ mode: 'test', build: createStubBuild(), clientDir: null });
  production = await buildWebServer({ mode: 'production', build: createStubBuild(), clientDir: null });
});
afterAll(async () => {
  await app.close();
  await production.close();
});

describe('web security headers', () => {
  it('sends nosniff, a referrer policy and no framing on pages, settings, updates, redirects and errors', async () => {
    for (const url of ['/', '/settings/', '/settings/delete-account/', '/updates/', '/about-us', '/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS in production', async () => {
    const res = await production.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('page Content-Security-Policy', () => {
  it('allows scripts only with the response nonce (and what they load), never framing or plugins', () => {
    const nonce = newCspNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newCspNonce()).not.toBe(nonce);
    const policy = pageContentSecurityPolicy(nonce, { apiUrl: 'https://api.stride.test' });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toContain(`'nonce-${nonce}'`);
    expect(directives['script-src']).toContain("'strict-dynamic'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['connect-src']).toContain('https://api.stride.test');
    expect(directives['connect-src']).toContain('wss://api.stride.test');
    expect(directives['connect-src']).toContain('https://www.google-analytics.com');
  });
});
