/**
 * Security suite (issue 14 cases 5 and 6 across instances, decision 020): with REDIS_URL, the revocation
 * list lives in Redis, so a grant revoked on instance A is refused on instance B at once, and B's socket
 * of that sign-in is closed through the shared Socket.IO adapter.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { users } from '../db/schema/index.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { mintAccessToken } from '../test/auth.js';
import { getTestDb } from '../test/db.js';
import { buildUser } from '../test/factories.js';
import { closeSockets, connectSocket, listenWithRealtime } from '../test/realtime.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `stride_test_${randomBytes(4).toString('hex')}`;

describe('revocation across two API instances sharing Redis', () => {
  const redisClients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  let urlB: string;

  async function instance(): Promise<FastifyInstance> {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    redisClients.push(redis);
    const dir = mkdtempSync(path.join(tmpdir(), 'stride-revoke-'));
    dirs.push(dir);
    const env = loadEnv({
      NODE_ENV: 'test',
      API_ORIGIN: 'http://api.test',
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp({
      db: await getTestDb(),
      env,
      storage: createLocalStorage(dir),
      logger: false,
      redis,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    const a = await instance();
    const b = await instance();
    await listenWithRealtime(a, { redisUrl, redisKey: `${prefix}-io` });
    ({ url: urlB } = await listenWithRealtime(b, { redisUrl, redisKey: `${prefix}-io` }));
  });

  afterAll(async () => {
    closeSockets();
    for (const app of apps) await app.close();
    const cleaner = redisClients[0]!;
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length) await cleaner.del(...keys);
    await Promise.all(redisClients.map((r) => r.quit()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses on B a token of a sign-in logged out on A, and closes its socket on B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const user = await buildUser(a.db);
    const gid = randomUUID();
    const token = await mintAccessToken(a, { sub: String(user.id), ver: 0, gid });
    const ask = (t: string) =>
      b.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${t}` } });
    expect((await ask(token)).statusCode).toBe(200);
    const socket = await connectSocket(urlB, token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const out = await a.inject({
      url: '/oauth/v2/logout?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(303);
    expect(await closed).toBe('io server disconnect');

    // Only the shared list can refuse this one: the current token version, the revoked grant.
    const [row] = await a.db.select({ ver: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    expect(
      (await ask(await mintAccessToken(a, { sub: String(user.id), ver: row!.ver, gid }))).statusCode,
    ).toBe(401);
    expect(
      (await ask(await mintAccessToken(a, { sub: String(user.id), ver: row!.ver, gid: randomUUID() })))
        .statusCode,
    ).toBe(200);
    const ttl = await redisClients[0]!.ttl(`${prefix}-revoked:${gid}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(a.env.ACCESS_TOKEN_TTL_SECONDS + 60);
  });

  it('answers from the database, never 401 nor 5xx, when Redis cannot be asked (a revoked sign-in stays out)', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const user = await buildUser(a.db);
    const liveToken = await mintAccessToken(a, { sub: String(user.id), ver: 0, gid: randomUUID() });
    const revokedGid = randomUUID();
    const revokedToken = await mintAccessToken(a, { sub: String(user.id), ver: 0, gid: revokedGid });
    await a.oauth.revocations.revoke([revokedGid]);
    const ask = (t: string) =>
      b.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${t}` } });

    const redisB = redisClients[1]!;
    vi.spyOn(redisB, 'exists').mockRejectedValue(new Error('Redis connection lost'));
    expect((await ask(liveToken)).statusCode).toBe(200);
    expect((await ask(revokedToken)).statusCode).toBe(401);
    vi.restoreAllMocks();
    expect((await ask(liveToken)).statusCode).toBe(200);
    expect((await ask(revokedToken)).statusCode).toBe(401);
  });
});
