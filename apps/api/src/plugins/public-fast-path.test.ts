/**
 * The public fast path (decision 034) over real HTTP — `inject` never passes through the server's request
 * listener. It must answer exactly what the full pipeline answers, never after a write made it stale,
 * never to a signed-in user, and within the rate limit.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { getTestDb } from '../test/db.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from '../test/factories.js';
import { createLocalStorage } from '../storage/local.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Headers that legitimately differ between two answers (time, the client's remaining budget). */
const VARYING = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'keep-alive', 'connection']);
const stable = (headers: Headers) =>
  Object.fromEntries(
    [...headers].filter(([name]) => !VARYING.has(name)).sort(([a], [b]) => a.localeCompare(b)),
  );

describe('public fast path', () => {
  let origin: string;
  let ids: { horse: number; syndicate: number };
  let fastAnswers: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    const { app, db } = await getTestApp();
    const syndicate = await buildSyndicate(db, { name: 'Fast Lane Racing' });
    const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'Quick Study' });
    ids = { horse: horse.id, syndicate: syndicate.id };
    origin = await listen(app);
    // Only the fast path records metrics through this decorator; the full pipeline observes in its hook.
    fastAnswers = vi.spyOn(app, 'observeResponse');
  });

  it('answers a cached anonymous read with the bytes and headers of the full pipeline’s hit', async () => {
    const { app } = await getTestApp();
    const url = `/api/horses/${ids.horse}`;
    const headers = await anonymousHeaders(app);
    const miss = await fetch(`${origin}${url}`, { headers });
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const missBody = await miss.text();

    fastAnswers.mockClear();
    const fast = await fetch(`${origin}${url}`, { headers });
    expect(fastAnswers).toHaveBeenCalledWith('GET', '/api/horses/:id', 200, expect.any(Number));
    const fastBody = await fast.text();
    expect(fastBody).toBe(missBody);

    // The same request through Fastify's pipeline (inject bypasses the fast path): same status, bytes, headers.
    const full = await app.inject({ method: 'GET', url, headers });
    expect(full.headers['x-cache']).toBe('HIT');
    expect(full.body).toBe(fastBody);
    expect(fast.status).toBe(full.statusCode);
    const fullHeaders = new Headers();
    for (const [name, value] of Object.entries(full.headers)) fullHeaders.set(name, String(value));
    expect(stable(fast.headers)).toEqual(stable(fullHeaders));
    expect(Number(fast.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
  });

  it('never serves an answer a write made stale (an admin renames the horse through the API)', async () => {
    const { app, db } = await getTestApp();
    const url = `${origin}/api/horses/${ids.horse}`;
    const headers = await anonymousHeaders(app);
    await fetch(url, { headers });
    expect((await (await fetch(url, { headers })).json()).name).toBe('Quick Study');

    const admin = await loginAs(app, await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }));
    const patch = await fetch(`${origin}/api/admin/horses/${ids.horse}`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ name: 'Quicker Study' }),
    });
    expect(patch.status).toBe(200);

    fastAnswers.mockClear();
    const after = await fetch(url, { headers });
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect((await after.json()).name).toBe('Quicker Study');
    expect(fastAnswers).not.toHaveBeenCalled();
    // And the fresh answer is what the fast path serves next.
    const next = await fetch(url, { headers });
    expect((await next.json()).name).toBe('Quicker Study');
    expect(fastAnswers).toHaveBeenCalledTimes(1);
  });

  it('never answers a signed-in user, a revoked user or a bad token from the shared answers', async () => {
    const { app, db } = await getTestApp();
    const url = `${origin}/api/syndicates/${ids.syndicate}`;
    await fetch(url, { headers: await anonymousHeaders(app) });
    const member = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
    await buildMembership(db, { userId: member.id, syndicateId: ids.syndicate });
    const headers = await loginAs(app, member);

    fastAnswers.mockClear();
    const signedIn = await fetch(url, { headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-cache')).toBeNull();

    const leaving = await fetch(`${origin}/api/users/profile-deletion-request`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(leaving.status).toBe(202);
    expect((await fetch(url, { headers })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer not.a.token' } })).status).toBe(401);
    expect((await fetch(url)).status).toBe(401);
    expect(fastAnswers).not.toHaveBeenCalled();
  });
});

describe('public fast path and the rate limit', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', RATE_LIMIT_PER_MINUTE: '3' });
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'stride-storage-')));
    app = await buildApp({ db: await getTestDb(), env, storage, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('counts cached answers in the limiter’s budget and leaves the one over it to the limiter', async () => {
    const origin = await listen(app);
    const headers = await anonymousHeaders(app);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${origin}/api/horses?page=1`, { headers });
      answers.push([res.status, res.headers.get('x-cache'), res.headers.get('x-ratelimit-remaining')]);
    }
    expect(answers).toEqual([
      [200, 'MISS', '2'],
      [200, 'HIT', '1'],
      [200, 'HIT', '0'],
      [429, null, '0'],
    ]);
  });
});
