// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { adminConfigScript } from './admin-console.js';
import { buildWebServer } from './app.js';

let app: FastifyInstance;
const CONSOLE = 'export const resources = ["syndicates", "horses", "posts"];\n'.repeat(60);
const CONSOLE_TWIN = brotliCompressSync(CONSOLE);

beforeAll(async () => {
  const adminDir = mkdtempSync(join(tmpdir(), 'stride-admin-dist-'));
  mkdirSync(join(adminDir, 'assets'));
  writeFileSync(join(adminDir, 'index.html'), '<!doctype html><title>Stride back office</title>');
  writeFileSync(join(adminDir, 'assets', 'index-abc123.js'), 'console.log("admin")');
  writeFileSync(join(adminDir, 'assets', 'console-abc123.js'), CONSOLE);
  writeFileSync(join(adminDir, 'assets', 'console-abc123.js.br'), CONSOLE_TWIN);
  app = await buildWebServer({
    mode: 'test',
    build: createStubBuild(),
    clientDir: null,
    admin: { dir: adminDir, apiUrl: 'http://api.test/', clientId: 'stride-web' },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the back office under /admin/', () => {
  it("sends a browser that accepts br the build's Brotli twin of a chunk, cached for a year (decision 046)", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin/assets/console-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The twin itself, not a compression on the fly of the same file.
    expect(res.rawPayload.equals(CONSOLE_TWIN)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CONSOLE);
  });

  it('serves the app shell at /admin/ and for any console path (SPA fallback), never cached', async () => {
    for (const url of ['/admin/', '/admin/syndicates/3/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Stride back office');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('redirects /admin to /admin/ like every page path', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/admin/');
  });

  it('serves hashed assets immutable and answers a missing one with a plain 404, not the shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('Stride back office');
  });

  it('tells the console where the API is and which client to sign in as', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toBe(
      'window.__STRIDE_ADMIN__ = {"apiUrl":"http://api.test","clientId":"stride-web"};\n',
    );
  });

  it('escapes the config so a value can never close a script', () => {
    expect(adminConfigScript({ apiUrl: 'http://x/</script>', clientId: 'c' })).not.toContain('</script>');
  });
});
