import { describe, expect, it } from 'vitest';
import { notificationSettings, pushSubscriptions } from '../db/schema/index.js';
import { registerPublishingJobs } from '../events/processors/publishing-jobs.js';
import { loadVapidDetails } from '../push/vapid.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildChat, buildMembership, buildSyndicate, buildUser } from '../test/factories.js';
import { useDecryptingPushService } from '../test/push-service.js';
import { fanOutChatMessage, sendChatPush } from './chat-push-delivery.js';
import type { DeliveryDeps } from './notification-delivery.js';

// A push service stand-in that decrypts what it gets with the subscriber's own keys.
const push = useDecryptingPushService('/push/chat');
const { payloads } = push;

describe('chat message push', () => {
  it("a member's message is pushed to the chat's other members with via app on, opening the conversation", async () => {
    const { app, db, env } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const author = await buildUser(db, { roles: ['ROLE_MEMBER'], firstname: 'Aoife', lastname: 'Brennan' });
    const reader = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    const muted = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    for (const user of [author, reader, muted])
      await buildMembership(db, { userId: user.id, syndicateId: syndicate.id });
    const chat = await buildChat(db, {
      syndicateId: syndicate.id,
      memberIds: [author.id, reader.id, muted.id],
    });
    await db.insert(notificationSettings).values({ userId: muted.id, viaApp: false });
    const keys = push.keys;
    const [readerBrowser] = await db
      .insert(pushSubscriptions)
      .values({ userId: reader.id, platform: 'web', endpoint: push.endpoint, keys })
      .returning();
    await db.insert(pushSubscriptions).values([
      { userId: muted.id, platform: 'web', endpoint: `${push.endpoint}/muted`, keys },
      { userId: author.id, platform: 'web', endpoint: `${push.endpoint}/author`, keys },
    ]);

    const queued: { name: string; data: unknown }[] = [];
    const off = registerPublishingJobs(app.events, {
      send: async (name, data) => (queued.push({ name, data }), 'id'),
    });
    const written = await app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: await loginAs(app, author),
      payload: { body: 'See you in the parade ring at two' },
    });
    await app.events.drain();
    off();
    expect(written.statusCode).toBe(201);
    const messageId = written.json().id as number;
    expect(queued).toContainEqual({ name: 'notify.chat-message', data: { messageId } });

    const sent: { name: string; data: unknown }[] = [];
    const deps: DeliveryDeps = {
      db,
      queue: { send: async (name, data) => (sent.push({ name, data }), 'id') },
      webOrigin: 'http://web.test',
      batchWindowSeconds: 180,
      vapid: await loadVapidDetails(db, env),
      log: { info: () => {}, error: () => {} },
    };
    expect(await fanOutChatMessage(deps, messageId)).toBe(1);
    expect(sent).toEqual([
      { name: 'push.chat-message', data: { subscriptionId: readerBrowser!.id, messageId } },
    ]);

    expect(await sendChatPush(deps, readerBrowser!.id, messageId)).toBe('sent');
    expect(JSON.parse(payloads.at(-1)!)).toMatchObject({
      title: 'Aoife Brennan',
      body: 'See you in the parade ring at two',
      url: `http://web.test/messages/${chat.id}/`,
      tag: `chat-${chat.id}`,
    });
  });
});
