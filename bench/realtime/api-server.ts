/**
 * Child process of bench/realtime: one API instance (the real buildApp + realtime + websockets processor)
 * on an in-memory PGlite with one syndicate of `BENCH_USERS` members, a manager, and the syndicate's group
 * chat. Listens on loopback only and talks to the driver over IPC: it announces the URL, the chat id,
 * the manager's token and the members' tokens, and answers memory questions (after a GC).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { createDatabase } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { chats, memberships, syndicates, users } from '../../apps/api/src/db/schema/index.js';
import { loadEnv } from '../../apps/api/src/env.js';
import { startRealtime } from '../../apps/api/src/realtime/index.js';
import { mintAccessToken } from '../../apps/api/src/test/auth.js';
import { createLocalStorage } from '../../apps/api/src/storage/local.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const count = Number(process.env.BENCH_USERS ?? 1000);
const send = (message: unknown) => process.send?.(message);

const database = await createDatabase({ dataDir: 'memory://' });
await migrate(database.db);
const db = database.db;
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  API_ORIGIN: 'http://127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const app = await buildApp({
  db,
  env,
  storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'bench-rt-'))),
  logger: false,
});
await app.ready();

const [syndicate] = await db
  .insert(syndicates)
  .values({ name: 'Bench Syndicate', slug: 'bench', countryCode: 'IE' })
  .returning();
const [manager] = await db
  .insert(users)
  .values({ email: 'manager@bench.test', firstname: 'Bench', lastname: 'Manager', roles: ['ROLE_MANAGER'] })
  .returning();
// Members in one statement: n users and their memberships.
await db.execute(sql`insert into users (email, firstname, lastname, roles)
  select 'member' || g || '@bench.test', 'Member', 'No' || g, array['ROLE_MEMBER']::text[] from generate_series(1, ${count}) g`);
await db.execute(sql`insert into memberships (user_id, syndicate_id, role)
  select id, ${syndicate!.id}, 'member' from users where email like 'member%@bench.test'`);
await db.insert(memberships).values({ userId: manager!.id, syndicateId: syndicate!.id, role: 'manager' });
const [chat] = await db.insert(chats).values({ syndicateId: syndicate!.id, code: 'all' }).returning();
const members = await db
  .select({ id: users.id })
  .from(users)
  .where(sql`${users.email} like 'member%@bench.test'`)
  .orderBy(users.id);

await app.listen({ host: '127.0.0.1', port: 0 });
await startRealtime(app);
const ttl = 3600;
const tokens: string[] = [];
for (const m of members) tokens.push(await mintAccessToken(app, { sub: String(m.id), ver: 0, ttl }));
const managerToken = await mintAccessToken(app, { sub: String(manager!.id), ver: 0, ttl });

process.on('message', (message: { type: string }) => {
  if (message.type === 'memory') {
    globalThis.gc?.();
    const usage = process.memoryUsage();
    send({
      type: 'memory',
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      sockets: app.realtime?.io.of('/').sockets.size ?? 0,
    });
  }
  if (message.type === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
send({
  type: 'ready',
  url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  chatId: chat!.id,
  managerToken,
  tokens,
});
