/**
 * Message from the stable by e-mail: a manager's chat message reaches offline members whose toggles
 * allow it, batched; online members, members with the toggle off and messages read by send time get
 * nothing; members' own messages are not "from the stable".
 */
import { DEFAULT_NOTIFICATION_SETTINGS } from '@stride/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { registerStableMessageMail } from '../events/processors/stable-messages.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildChat, buildMembership, buildSyndicate, buildUser } from '../test/factories.js';
import { closeSockets, connectSocket, listenWithRealtime } from '../test/realtime.js';
import { sendStableMessageMail } from './stable-message-mail.js';

const sent: { name: string; userId: number }[] = [];
let off: () => void;
let chatId: number;
let people: Record<'manager' | 'offline' | 'muted' | 'online', { id: number; email: string }>;

async function post(author: { id: number }, body: string): Promise<number> {
  const { app } = await getTestApp();
  const res = await app.inject({
    method: 'POST',
    url: `/api/chats/${chatId}/messages`,
    headers: await loginAs(app, author),
    payload: { body },
  });
  expect(res.statusCode).toBe(201);
  await app.events.drain();
  return res.json().id as number;
}

async function mailsTo(email: string) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'stable-messages')));
}

beforeAll(async () => {
  const { app, db } = await getTestApp();
  const syndicate = await buildSyndicate(db);
  const manager = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
  await buildMembership(db, { userId: manager.id, syndicateId: syndicate.id, role: 'manager' });
  const offline = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  const muted = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  const online = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  for (const user of [offline, muted, online]) {
    await buildMembership(db, { userId: user.id, syndicateId: syndicate.id });
  }
  people = { manager, offline, muted, online };
  const settings = await app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: await loginAs(app, muted),
    payload: { ...DEFAULT_NOTIFICATION_SETTINGS, messageFromStable: false },
  });
  expect(settings.statusCode).toBe(200);
  chatId = (
    await buildChat(db, {
      syndicateId: syndicate.id,
      memberIds: [manager.id, offline.id, muted.id, online.id],
    })
  ).id;
  const { url } = await listenWithRealtime(app);
  const token = (await loginAs(app, online)).authorization.replace('Bearer ', '');
  await connectSocket(url, token);
  off = registerStableMessageMail(
    app,
    {
      send: async (name, data) => {
        sent.push({ name, userId: (data as { userId: number }).userId });
        return 'job';
      },
    },
    180,
  );
});

afterAll(() => {
  off?.();
  closeSockets();
});

describe('message from the stable by e-mail', () => {
  it('mails an offline member with the toggle on, once, in one batched e-mail', async () => {
    const { db } = await getTestApp();
    await post(people.manager, 'Box 4 is ready for the farrier at 9.');
    await post(people.manager, 'And the vet comes on Friday.');
    expect(sent.map((s) => s.userId)).toEqual([people.offline.id, people.offline.id]);
    expect(sent[0]!.name).toBe('email.stable-messages');

    expect(await sendStableMessageMail({ db, webOrigin: 'http://web.test' }, people.offline.id)).toBe(2);
    expect(await sendStableMessageMail({ db, webOrigin: 'http://web.test' }, people.offline.id)).toBe(0);
    const mails = await mailsTo(people.offline.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 messages from the stable');
    expect(mails[0]!.text).toContain('Box 4 is ready for the farrier at 9.');
    expect(mails[0]!.text).toContain('And the vet comes on Friday.');
    expect(await mailsTo(people.muted.email)).toHaveLength(0);
    expect(await mailsTo(people.online.email)).toHaveLength(0);
  });

  it('never mails a message the member read before the e-mail went out', async () => {
    const { app, db } = await getTestApp();
    const messageId = await post(people.manager, 'Declared for Sunday!');
    const read = await app.inject({
      method: 'POST',
      url: '/api/message-views',
      headers: await loginAs(app, people.offline),
      payload: { messageIds: [messageId] },
    });
    expect(read.statusCode).toBe(200);
    expect(await sendStableMessageMail({ db, webOrigin: 'http://web.test' }, people.offline.id)).toBe(0);
    expect(await mailsTo(people.offline.email)).toHaveLength(1);
  });

  it('does not treat a member’s own message as a message from the stable', async () => {
    sent.length = 0;
    await post(people.online, 'Thanks, great news');
    expect(sent).toEqual([]);
  });
});
