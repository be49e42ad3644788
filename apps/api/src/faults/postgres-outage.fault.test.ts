/**
 * Fault: PostgreSQL unreachable (issue 17, decision 023). The API reaches the machine's PostgreSQL
 * through an in-process TCP proxy the test cuts and restores. While it is cut, signed-in and anonymous
 * requests get 503 with Retry-After and the SPEC's message — never 401, which would sign members out —
 * and readiness says the instance cannot serve; once restored, the same tokens work again without a
 * restart and every write that had been acknowledged is there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessage, type Message } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { buildChat, buildMembership, buildSyndicate } from '../test/factories.js';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { databaseUrl, quoteIdent } from '../test/test-db-config.js';
import { waitUntil } from '../test/wait-until.js';

// The machine's PostgreSQL (as .ci/run uses it), in a database of this file's own.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `stride_fault_pg_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('fault: PostgreSQL cut', () => {
  let proxy: FaultProxy;
  let database: Database;
  let app: FastifyInstance;
  let storageDir: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${quoteIdent(name)}`);
    const direct = await createDatabase({ url: databaseUrl(adminUrl, name), poolMax: 1 });
    await migrate(direct.db);
    await direct.close();
    const target = new URL(adminUrl);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(databaseUrl(adminUrl, name));
    proxied.host = `${proxy.host}:${proxy.port}`;
    database = await createDatabase({ url: proxied.toString(), poolMax: 4 });
    storageDir = mkdtempSync(path.join(tmpdir(), 'stride-fault-pg-'));
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', RATE_LIMIT_PER_MINUTE: '100000' });
    app = await buildApp({ db: database.db, env, storage: createLocalStorage(storageDir), logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    rmSync(storageDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });

  it('answers 503 (never 401) while it is away, keeps sessions and acknowledged writes, recovers by itself', async () => {
    const { db } = database;
    const syndicate = await buildSyndicate(db);
    const manager = (await buildMembership(db, { syndicateId: syndicate.id, role: 'manager' })).userId;
    const member = (await buildMembership(db, { syndicateId: syndicate.id })).userId;
    const chat = await buildChat(db, { syndicateId: syndicate.id, memberIds: [manager, member] });
    const managerAuth = await loginAs(app, { id: manager });
    const memberAuth = await loginAs(app, { id: member });
    const anonymous = await anonymousHeaders(app);
    const post = (body: string) =>
      app.inject({
        method: 'POST',
        url: `/api/chats/${chat.id}/messages`,
        headers: managerAuth,
        payload: { body },
      });
    const acknowledged: number[] = [];
    const before = await post('Before the cut');
    expect(before.statusCode).toBe(201);
    acknowledged.push(before.json<Message>().id);

    await proxy.cut();
    const requests = [
      () => app.inject({ url: '/api/users/messages/unread', headers: memberAuth }),
      () => app.inject({ url: `/api/chats/${chat.id}/messages`, headers: memberAuth }),
      () => app.inject({ url: '/api/horses', headers: anonymous }),
      () => post('During the cut'),
      // What the web server asks for the signed-in user: a 401 here used to end the session.
      () => app.inject({ url: '/oauth/v2/user-info', headers: memberAuth }),
    ];
    for (const request of requests) {
      const res = await request();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.headers['www-authenticate']).toBeUndefined();
      expect(res.json()).toEqual({ code: 503, message: errorMessage(503) });
    }
    // A refresh the provider could not check is not refused (a 4xx would end the session).
    const refresh = await app.inject({
      method: 'POST',
      url: '/oauth/v2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=some-refresh-token&client_id=stride-web',
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(500);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ dependencies: { database: 'down' } });

    await proxy.restore();
    await waitUntil(async () => (await app.inject('/readyz')).statusCode === 200, 'the database is back');
    // The same tokens still work: nobody was signed out.
    expect((await app.inject({ url: '/api/users/messages/unread', headers: memberAuth })).statusCode).toBe(
      200,
    );
    const after = await post('After the cut');
    expect(after.statusCode).toBe(201);
    acknowledged.push(after.json<Message>().id);
    const list = await app.inject({ url: `/api/chats/${chat.id}/messages`, headers: memberAuth });
    expect(list.statusCode).toBe(200);
    for (const id of acknowledged) expect(list.body).toContain(`"id":${id}`);
  });
});
