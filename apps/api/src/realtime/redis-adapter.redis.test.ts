/**
 * Two API instances on the machine's Redis (SPEC: "any API instance reaches any user"): a domain event
 * handled on one instance reaches a socket connected to the other, and the maintenance change is told by
 * every instance to its own sockets — including when the test-only CLI relays it from outside.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Message } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLocalStorage } from '../storage/local.js';
import { anonymousToken, loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildChat, buildMembership, buildSyndicate } from '../test/factories.js';
import { closeSockets, connectSocket, listenWithRealtime, nextEvent } from '../test/realtime.js';
import { relayMaintenanceChange } from './relay.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Our own channel prefix, so parallel runs on the same Redis never hear each other.
const redisKey = `stride-test-${randomBytes(4).toString('hex')}`;

describe('two API instances sharing Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;
  let storageDir: string;

  beforeAll(async () => {
    const test = await getTestApp();
    a = test.app;
    await listenWithRealtime(a, { redisUrl, redisKey });
    storageDir = mkdtempSync(path.join(tmpdir(), 'stride-storage-b-'));
    b = await buildApp({
      db: test.db,
      env: test.env,
      storage: createLocalStorage(storageDir),
      logger: false,
    });
    await b.ready();
    ({ url: urlB } = await listenWithRealtime(b, { redisUrl, redisKey }));
  });

  afterAll(async () => {
    closeSockets();
    await b.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('an event emitted on instance A reaches a user connected to instance B', async () => {
    const { db } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const member = (await buildMembership(db, { syndicateId: syndicate.id })).userId;
    const socket = await connectSocket(urlB, (await loginAs(b, { id: member })).authorization.slice(7));
    const decided = nextEvent(socket, 'syndicateJoinUpdate');
    a.events.emit('syndicateJoin.decided', { userId: member, syndicateId: syndicate.id, status: 'ACCEPTED' });
    expect(await decided).toEqual({ userId: member, syndicateId: syndicate.id, status: 'ACCEPTED' });
  });

  it('a chat message posted through instance A reaches the other participant on instance B', async () => {
    const { db } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const manager = (await buildMembership(db, { syndicateId: syndicate.id, role: 'manager' })).userId;
    const member = (await buildMembership(db, { syndicateId: syndicate.id })).userId;
    const chat = await buildChat(db, { syndicateId: syndicate.id, memberIds: [manager, member] });
    const socket = await connectSocket(urlB, (await loginAs(b, { id: member })).authorization.slice(7));
    const arrived = nextEvent(socket, 'MessageCreate');
    const res = await a.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: await loginAs(a, { id: manager }),
      payload: { body: 'From the other node' },
    });
    expect(res.statusCode).toBe(201);
    expect((await arrived).message).toEqual({ ...res.json<Message>(), unread: true });
  });

  it('maintenance changes reach sockets on every instance, also when relayed from outside (the CLI)', async () => {
    const socket = await connectSocket(urlB, await anonymousToken(b));
    const fromA = nextEvent(socket, 'MaintenanceModeUpdate');
    a.events.emit('maintenanceMode.changed', { created: false });
    expect(await fromA).toMatchObject({
      maintenanceMode: expect.any(Boolean),
      ipWhitelisted: expect.any(Boolean),
    });
    const fromCli = nextEvent(socket, 'MaintenanceModeUpdate');
    await relayMaintenanceChange(redisUrl, false, redisKey);
    expect(await fromCli).toMatchObject({ maintenanceMode: expect.any(Boolean) });
  });
});
