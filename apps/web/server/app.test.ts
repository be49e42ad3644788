// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';

let app: FastifyInstance;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'stride-web-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');
  app = await buildWebServer({ mode: 'test', build: createStubBuild(), clientDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('trailing slash', () => {
  it('redirects a page path without slash with 308 and keeps the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/about-us?ref=mail&x=1' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/about-us/?ref=mail&x=1');
  });

  it('redirects HEAD too, but not POST', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/syndicates' })).statusCode).toBe(308);
    const post = await app.inject({
      method: 'POST',
      url: '/contact-us',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(200);
  });

  it('serves the slash form through React Router', async () => {
    const res = await app.inject({ method: 'GET', url: '/about-us/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('status=200 routes=root,about-us');
  });
});

describe('request bodies', () => {
  it('hands a form POST body to the route action untouched', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/contact-us/',
      payload: 'name=Ann&reason=shares',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'status=200 routes=root,contact-us action={"contact-us":{"received":{"name":"Ann","reason":"shares"}}}',
    );
  });
});

describe('status codes', () => {
  it('answers 404 for an unknown page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('status=404 routes=root,not-found');
  });

  it('answers a plain 404 for a missing hashed asset instead of rendering a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
  });

  it('answers /healthz with ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok');
  });
});

describe('static files', () => {
  it('caches hashed assets for a year, immutably', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files briefly', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
