import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from './app.js';
import { loadEnv } from './env.js';
import { getTestDb } from './test/db.js';
import { getTestApp } from './test/build-test-app.js';
import { anonymousHeaders } from './test/auth.js';
import { captureLogs } from './test/log-capture.js';

describe('API pipeline', () => {
  it('answers health, readiness and metrics', async () => {
    const { app } = await getTestApp();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({
      status: 'ready',
      dependencies: { database: 'ok', redis: 'ok', storage: 'ok', mail: 'ok' },
    });
    await app.inject({ url: '/api/horses', headers: await anonymousHeaders(app) });
    const metrics = await app.inject('/metrics');
    expect(metrics.body).toContain('http_request_duration_seconds_bucket{');
    expect(metrics.body).toContain('route="/api/horses"');
    expect(metrics.body).toContain('stride_dependency_up{dependency="database"} 1');
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const { app } = await getTestApp();
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/horses', '/api/horses/{id}', '/api/syndicates']));
    expect(JSON.stringify(doc)).not.toContain('"$ref":"#/components/schemas/undefined"');
  });

  it('answers unknown routes with a 404 JSON error', async () => {
    const { app } = await getTestApp();
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: expect.stringContaining('not found') });
  });

  it('sets security headers and allows only the web origin through CORS', async () => {
    const { app } = await getTestApp();
    const ok = await app.inject({ url: '/api/horses', headers: { origin: 'http://localhost:3000', ...(await anonymousHeaders(app)) } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const evil = await app.inject({ url: '/api/horses', headers: { origin: 'https://evil.example', ...(await anonymousHeaders(app)) } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error format', () => {
  const probe: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/api/probe',
      { schema: { body: z.object({ email: z.email({ message: 'Email incorrect format' }), age: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    app.get('/api/boom', async () => {
      throw new Error('database password is hunter2');
    });
  };

  async function probeApp(logs?: ReturnType<typeof captureLogs>) {
    const db = await getTestDb();
    const app = await buildApp({
      db,
      env: loadEnv({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '3' }),
      logger: logs ? { stream: logs.stream } : false,
    });
    await app.register(probe);
    await app.ready();
    return app;
  }

  it('gives 422 with SPEC-style violations for an invalid body, 400 for malformed JSON', async () => {
    const app = await probeApp();
    const invalid = await app.inject({ method: 'POST', url: '/api/probe', payload: { email: 'nope', age: 'x' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      code: 422,
      message: 'Validation failed',
      violations: expect.arrayContaining([
        { propertyPath: 'email', message: 'Email incorrect format' },
        { propertyPath: 'age', message: expect.any(String) },
      ]),
    });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, message: 'Malformed JSON body' });
    await app.close();
  });

  it('hides internal errors behind a generic 500 and never logs tokens', async () => {
    const logs = captureLogs();
    const app = await probeApp(logs);
    const res = await app.inject({
      url: '/api/boom?access_token=leaky-token',
      headers: { authorization: 'Bearer secret-bearer-token' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
    const logged = logs.text();
    expect(logged).toContain('unhandled error');
    expect(logged).not.toContain('secret-bearer-token');
    expect(logged).not.toContain('leaky-token');
    await app.close();
  });

  it('rate-limits with a 429 in the same error format', async () => {
    const app = await probeApp();
    const statuses: number[] = [];
    const headers = await anonymousHeaders(app);
    for (let i = 0; i < 5; i += 1) statuses.push((await app.inject({ url: '/api/horses', headers })).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await app.inject({ url: '/api/horses', headers });
    expect(limited.json()).toMatchObject({ code: 429, message: expect.any(String) });
    await app.close();
  });
});
