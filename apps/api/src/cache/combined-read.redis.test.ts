/**
 * With Redis, a signed-in feed read makes one round trip (decision 034): the global rate-limit hit, the
 * bearer check's versions and the feed's versions in one script — counted once, with the limiter's
 * headers and its 429 unchanged; reads that arrive together share that one script call (decision 040).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { User } from '../db/schema/index.js';
import { loadEnv } from '../env.js';
import { redisKeys } from '../lib/redis-keys.js';
import { createLocalStorage } from '../storage/local.js';
import { loginAs } from '../test/auth.js';
import { getTestDb } from '../test/db.js';
import { buildPost, buildSyndicate, buildSyndicateUser } from '../test/factories.js';
import { TEST_REDIS_URL } from '../test/redis-instances.js';

const prefix = `stride_test_combined_${randomBytes(4).toString('hex')}`;

describe('one Redis round trip per signed-in feed read', () => {
  let app: FastifyInstance;
  let redis: Redis;
  let reader: User;

  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    const env = loadEnv({
      NODE_ENV: 'test',
      API_ORIGIN: 'http://api.test',
      RATE_LIMIT_PER_MINUTE: '5',
      REDIS_KEY_PREFIX: prefix,
    });
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'stride-storage-')));
    app = await buildApp({ db: await getTestDb(), env, storage, redis, logger: false });
    await app.ready();
    const db = await getTestDb();
    const syndicate = await buildSyndicate(db);
    ({ user: reader } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
    await buildPost(db, { syndicateId: syndicate.id });
  });

  afterAll(async () => {
    await app.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('answers a cached read after one command, counts each read once, and limits as before', async () => {
    const headers = await loginAs(app, reader);
    const read = () => app.inject({ method: 'GET', url: '/api/updates', headers });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect((await read()).headers['x-cache']).toBe('HIT');

    const sent = vi.spyOn(redis, 'sendCommand');
    const cached = await read();
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.body).toBe(first.body);
    expect(sent.mock.calls.map(([command]) => command.name)).toEqual(['evalsha']);
    sent.mockRestore();

    expect(cached.headers['x-ratelimit-limit']).toBe('5');
    expect(cached.headers['x-ratelimit-remaining']).toBe('2');
    expect((await read()).headers['x-ratelimit-remaining']).toBe('1');
    expect((await read()).headers['x-ratelimit-remaining']).toBe('0');
    const over = await read();
    expect(over.statusCode).toBe(429);
    expect(over.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': expect.any(String) });
    expect(over.json()).toMatchObject({ message: 'Too many requests, please try again later.' });
    // One counter, counted once per request (the limiter's own hook left these requests alone).
    expect(await redis.get(`${redisKeys(prefix).rateLimit}127.0.0.1`)).toBe('6');
  });

  it('makes the one round trip whatever page or filter is read', async () => {
    const headers = await loginAs(app, reader);
    await redis.del(`${redisKeys(prefix).rateLimit}127.0.0.1`);
    for (const query of ['?page=2', '?horseEntryFilter=true']) {
      const read = () => app.inject({ method: 'GET', url: `/api/updates${query}`, headers });
      expect((await read()).statusCode).toBe(200);
      const sent = vi.spyOn(redis, 'sendCommand');
      expect((await read()).headers['x-cache']).toBe('HIT');
      expect(sent.mock.calls.map(([command]) => command.name)).toEqual(['evalsha']);
      sent.mockRestore();
    }
  });

  it('sends the reads that arrive together as one command, each counted once (decision 040)', async () => {
    const headers = await loginAs(app, reader);
    const read = () => app.inject({ method: 'GET', url: '/api/updates', headers });
    expect((await read()).statusCode).toBe(200);
    await redis.del(`${redisKeys(prefix).rateLimit}127.0.0.1`);
    const sent = vi.spyOn(redis, 'sendCommand');
    const answers = await Promise.all([read(), read(), read(), read()]);
    expect(sent.mock.calls.map(([command]) => command.name)).toEqual(['evalsha']);
    sent.mockRestore();
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining']).sort()).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(await redis.get(`${redisKeys(prefix).rateLimit}127.0.0.1`)).toBe('4');
  });
});
