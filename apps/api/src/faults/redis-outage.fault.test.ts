/**
 * Fault: Redis goes away while reads, writes and sockets flow (issue 17, decision 023). Two API instances
 * reach the machine's Redis through an in-process TCP proxy the test cuts and restores. Redis is an
 * accelerator: nothing answers 5xx, writes are acknowledged and kept, sockets on the writing instance get
 * the event at once and the other instance's sockets hear again once Redis is back, without a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Message } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { getTestDb } from '../test/db.js';
import { buildChat, buildMembership, buildSyndicate } from '../test/factories.js';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { closeSockets, connectSocket, listenWithRealtime, nextEvent } from '../test/realtime.js';
import { waitUntil } from '../test/wait-until.js';

const target = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `stride_fault_${randomBytes(4).toString('hex')}`;

describe('fault: Redis cut while traffic flows', () => {
  let proxy: FaultProxy;
  const apps: FastifyInstance[] = [];
  const clients: Redis[] = [];
  const urls: string[] = [];
  let storageDir: string;

  beforeAll(async () => {
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const redisUrl = `redis://${proxy.host}:${proxy.port}`;
    const db = await getTestDb();
    const env = loadEnv({
      NODE_ENV: 'test',
      API_ORIGIN: 'http://api.test',
      RATE_LIMIT_PER_MINUTE: '100000',
      REDIS_KEY_PREFIX: prefix,
    });
    storageDir = mkdtempSync(path.join(tmpdir(), 'stride-fault-redis-'));
    for (let i = 0; i < 2; i += 1) {
      // As server.ts connects.
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      redis.on('error', () => {});
      clients.push(redis);
      const app = await buildApp({ db, env, storage: createLocalStorage(storageDir), redis, logger: false });
      await app.ready();
      apps.push(app);
      urls.push((await listenWithRealtime(app, { redisUrl, redisKey: `${prefix}-socket` })).url);
    }
  });

  afterAll(async () => {
    closeSockets();
    await proxy.restore();
    for (const app of apps) await app.close();
    // Our own keys only (rate-limit counters, cache versions): the machine's Redis is shared.
    const cleaner = new Redis(target.toString());
    for await (const keys of cleaner.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length > 0) await cleaner.del(...(keys as string[]));
    }
    cleaner.disconnect();
    for (const redis of clients) redis.disconnect();
    await proxy.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('keeps answering reads and writes, delivers locally at once and across instances after recovery', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = await getTestDb();
    const syndicate = await buildSyndicate(db);
    const manager = (await buildMembership(db, { syndicateId: syndicate.id, role: 'manager' })).userId;
    const member = (await buildMembership(db, { syndicateId: syndicate.id })).userId;
    const chat = await buildChat(db, { syndicateId: syndicate.id, memberIds: [manager, member] });
    const memberOnA = await connectSocket(
      urls[0]!,
      (await loginAs(a, { id: member })).authorization.slice(7),
    );
    const memberOnB = await connectSocket(
      urls[1]!,
      (await loginAs(b, { id: member })).authorization.slice(7),
    );
    const anonymous = await anonymousHeaders(a);
    expect((await a.inject({ url: '/api/horses', headers: anonymous })).statusCode).toBe(200);

    await proxy.cut();
    await waitUntil(() => clients.every((redis) => redis.status === 'reconnecting'), 'Redis clients notice');

    // Reads (cached and not), readiness and a write on both instances: no 5xx.
    for (const app of apps) {
      for (const url of ['/api/horses', '/api/syndicates']) {
        expect((await app.inject({ url, headers: anonymous })).statusCode).toBe(200);
      }
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'degraded',
        dependencies: { database: 'ok', redis: 'down' },
      });
    }
    const arrivedOnA = nextEvent(memberOnA, 'MessageCreate');
    const during = await a.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: await loginAs(a, { id: manager }),
      payload: { body: 'Sent while Redis was away' },
    });
    expect(during.statusCode).toBe(201);
    expect((await arrivedOnA).message.id).toBe(during.json<Message>().id);
    const readOnB = await b.inject({
      url: `/api/chats/${chat.id}/messages`,
      headers: await loginAs(b, { id: member }),
    });
    expect(readOnB.statusCode).toBe(200);
    expect(readOnB.body).toContain('Sent while Redis was away');

    await proxy.restore();
    await waitUntil(async () => {
      const states = await Promise.all(
        apps.map(async (app) => (await app.inject('/readyz')).json<{ status: string }>()),
      );
      return states.every((s) => s.status === 'ready');
    }, 'both instances see Redis again');

    // The other instance's sockets hear through Redis again (the subscriber may need a moment to
    // re-subscribe: each try posts a new message and waits for it).
    await waitUntil(async () => {
      const arrived = nextEvent(memberOnB, 'MessageCreate', undefined, 1500).then(
        () => true,
        () => false,
      );
      const res = await a.inject({
        method: 'POST',
        url: `/api/chats/${chat.id}/messages`,
        headers: await loginAs(a, { id: manager }),
        payload: { body: 'After recovery' },
      });
      expect(res.statusCode).toBe(201);
      return arrived;
    }, 'a message posted on A reaches B after recovery');
  });
});
