// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';
import { isPageRequest } from './page-request.js';

let app: FastifyInstance;
let clientDir: string;
const SHELL = 'export function card(horse) { return horse.name; }\n'.repeat(80);
const SERVICE_WORKER =
  'self.addEventListener("push", (event) => event.waitUntil(Promise.resolve()));\n'.repeat(40);
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';
/** A GET from a client offering `encodings`. */
const getWith = (url: string, encodings: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'stride-web-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'assets', 'shell-abc123.js'), SHELL);
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(clientDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Stride"}');
  // Brotli twins as the build's last step writes them (scripts/precompress.mjs, decision 046).
  for (const file of [join('assets', 'shell-abc123.js'), 'sw.js'])
    writeFileSync(join(clientDir, `${file}.br`), brotliCompressSync(readFileSync(join(clientDir, file))));
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

  it('serves the service worker uncached, allowed the whole site (decision 022)', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it("sends a browser that accepts br the build's Brotli twin, with the original's type and caching", async () => {
    const res = await getWith('/assets/shell-abc123.js', CHROME_ENCODINGS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The build's twin itself, not a compression on the fly of the same file.
    expect(res.rawPayload.equals(readFileSync(join(clientDir, 'assets', 'shell-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
  });

  it('keeps the service worker uncached when its twin is sent', async () => {
    const res = await getWith('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(readFileSync(join(clientDir, 'sw.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SERVICE_WORKER);
  });

  it('compresses on the fly for browsers without br, and sends the file as is without any encoding', async () => {
    const gzip = await getWith('/assets/shell-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHELL);
    const plain = await getWith('/assets/shell-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});

describe('anonymous page cache fast path', () => {
  const key = Symbol.for('stride.fastPageLookup');
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[key];
  });

  it('answers from the lookup the server build registered, with its ETag and 304, before React Router', async () => {
    const asked: unknown[] = [];
    (globalThis as Record<symbol, unknown>)[key] = (request: { url: string }) => {
      asked.push(request);
      return request.url === '/cached/'
        ? {
            status: 200,
            headers: [['content-type', 'text/html; charset=utf-8']],
            body: '<p>cached</p>',
            etag: '"e1"',
          }
        : null;
    };
    const hit = await app.inject({ method: 'GET', url: '/cached/' });
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe('<p>cached</p>');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers.etag).toBe('"e1"');
    expect(asked[0]).toEqual({ method: 'GET', url: '/cached/', cookie: undefined, baseAuth: false });
    const revalidated = await app.inject({
      method: 'GET',
      url: '/cached/',
      headers: { 'if-none-match': '"e1"' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const miss = await app.inject({ method: 'GET', url: '/about-us/' });
    expect(miss.body).toBe('status=200 routes=root,about-us');
  });

  it("sends the page's Brotli form to a browser that accepts br, and compresses it on the fly for others", async () => {
    const body = `<main>${'<li>Cotswold Chasers · €2,400 per share</li>'.repeat(40)}</main>`;
    const brotli = brotliCompressSync(body);
    (globalThis as Record<symbol, unknown>)[key] = () => ({
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      body,
      etag: '"e2"',
      brotli,
    });
    const browser = await getWith('/cached/', CHROME_ENCODINGS);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(browser.rawPayload.equals(brotli)).toBe(true);
    const gzip = await getWith('/cached/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
  });
});

describe('compression on the fly', () => {
  it('prefers Brotli to zstd when a browser offers both with the same weight', async () => {
    const res = await getWith('/about-us/', CHROME_ENCODINGS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('status=200 routes=root,about-us');
  });
});

describe('page request mark', () => {
  it('marks GETs of pages for the app, never data requests or other methods', async () => {
    expect(isPageRequest('GET', '/horses/?page=2')).toBe(true);
    expect(isPageRequest('GET', '/horses/_.data?_routes=root')).toBe(false);
    expect(isPageRequest('POST', '/contact-us/')).toBe(false);
  });
});
