import type { Chat, Message } from '@stride/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { buildChat, buildMembership, buildMessage, buildSyndicate, buildUser } from '../../test/factories.js';

/**
 * A syndicate with a manager, staff, two members (Ann, Bob) and a private chat of each member with the
 * manager, plus the group chat; and a stranger syndicate whose member must never see any of it.
 */
async function world() {
  const { db } = await getTestApp();
  const syndicate = await buildSyndicate(db, { name: 'Green Door Racing' });
  const manager = await buildUser(db, { roles: ['ROLE_MANAGER'], firstname: 'Maeve', lastname: 'Manager' });
  const staff = await buildUser(db, { roles: ['ROLE_STAFF'] });
  const ann = await buildUser(db, { roles: ['ROLE_MEMBER'], firstname: 'Ann', lastname: 'Avery' });
  const bob = await buildUser(db, { roles: ['ROLE_MEMBER'], firstname: 'Bob', lastname: 'Byrne' });
  await buildMembership(db, { syndicateId: syndicate.id, userId: manager.id, role: 'manager' });
  await buildMembership(db, { syndicateId: syndicate.id, userId: staff.id, role: 'staff' });
  await buildMembership(db, { syndicateId: syndicate.id, userId: ann.id });
  await buildMembership(db, { syndicateId: syndicate.id, userId: bob.id });
  const annChat = await buildChat(db, { syndicateId: syndicate.id, memberIds: [ann.id, manager.id] });
  const bobChat = await buildChat(db, { syndicateId: syndicate.id, memberIds: [bob.id, manager.id] });
  // The group chat lists nobody: everyone of the syndicate takes part through their membership.
  const group = await buildChat(db, { syndicateId: syndicate.id, code: 'all', memberIds: [] });
  const other = await buildSyndicate(db);
  const stranger = (await buildMembership(db, { syndicateId: other.id })).userId;
  return { syndicate, manager, staff, ann, bob, annChat, bobChat, group, stranger };
}

type World = Awaited<ReturnType<typeof world>>;

describe('chat API', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it("lists only the caller's chats (own private chat and the group chat) with members and unread counts", async () => {
    const { app, db } = await getTestApp();
    await buildMessage(db, { chatId: w.annChat.id, authorId: w.manager.id, body: 'Hello Ann' });
    const res = await app.inject({ method: 'GET', url: '/api/chats', headers: await loginAs(app, w.ann) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Chat[]; meta: { totalItems: number; itemsPerPage: number } }>();
    expect(body.data.map((c) => c.id).sort()).toEqual([w.annChat.id, w.group.id].sort());
    expect(body.data[0]!.id).toBe(w.annChat.id); // newest activity first
    const annChat = body.data.find((c) => c.id === w.annChat.id)!;
    expect(annChat).toMatchObject({
      code: null,
      syndicate: { id: w.syndicate.id, name: 'Green Door Racing' },
      enabled: true,
      unreadCount: 1,
      lastMessage: { body: 'Hello Ann', author: { id: w.manager.id } },
    });
    expect(annChat.members.map((m) => m.firstname).sort()).toEqual(['Ann', 'Maeve']);
    expect(annChat.members.find((m) => m.id === w.manager.id)!.roles[0]).toBe('Manager');
    const group = body.data.find((c) => c.id === w.group.id)!;
    expect(group.code).toBe('all');
    expect(group.members[0]!.id).toBe(w.manager.id); // managers first
    expect(group.members).toHaveLength(4);
    expect(body.meta).toMatchObject({ totalItems: 2, itemsPerPage: 10 });
  });

  it('searches by member name or syndicate name', async () => {
    const { app } = await getTestApp();
    const headers = await loginAs(app, w.manager);
    const byName = await app.inject({ method: 'GET', url: '/api/chats?search=byrne', headers });
    expect(byName.json<{ data: Chat[] }>().data.map((c) => c.id)).toEqual([w.bobChat.id]);
    const bySyndicate = await app.inject({ method: 'GET', url: '/api/chats?search=green%20door', headers });
    expect(bySyndicate.json<{ data: Chat[] }>().data).toHaveLength(3);
    const wildcard = await app.inject({ method: 'GET', url: '/api/chats?search=%25', headers });
    expect(wildcard.json<{ data: Chat[] }>().data).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/chats', headers: await anonymousHeaders(app) });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/users/messages/unread' })).statusCode).toBe(401);
  });

  it('pages messages (20 by default), newest first or oldest first, and filters unread', async () => {
    const { app, db } = await getTestApp();
    const chat = await buildChat(db, { syndicateId: w.syndicate.id, memberIds: [w.ann.id, w.manager.id] });
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 25; i++) {
      await buildMessage(db, {
        chatId: chat.id,
        authorId: i % 2 ? w.ann.id : w.manager.id,
        body: `m${i}`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const headers = await loginAs(app, w.ann);
    const desc = await app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?order[createdAt]=desc`,
      headers,
    });
    const page = desc.json<{ data: Message[]; meta: { totalItems: number; itemsPerPage: number } }>();
    expect(page.meta).toMatchObject({ totalItems: 25, itemsPerPage: 20 });
    expect(page.data[0]!.body).toBe('m24');
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      chatId: chat.id,
      author: { id: w.manager.id },
      unread: true,
      body: 'm24',
      createdAt: new Date(base + 24 * 60_000).toISOString(),
    });
    expect(page.data[1]!.unread).toBe(false); // Ann's own message
    const asc = await app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?order[createdAt]=asc&page=2`,
      headers,
    });
    expect(asc.json<{ data: Message[] }>().data.map((m) => m.body)).toEqual([
      'm20',
      'm21',
      'm22',
      'm23',
      'm24',
    ]);
    const unread = await app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?unread=true&itemsPerPage=100`,
      headers,
    });
    expect(unread.json<{ meta: { totalItems: number } }>().meta.totalItems).toBe(13);
    const read = await app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?unread=false&itemsPerPage=100`,
      headers,
    });
    expect(read.json<{ meta: { totalItems: number } }>().meta.totalItems).toBe(12);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?order[createdAt]=sideways`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('posts a message, which the other side counts as unread until it is viewed', async () => {
    const { app, db } = await getTestApp();
    const chat = await buildChat(db, { syndicateId: w.syndicate.id, memberIds: [w.bob.id, w.staff.id] });
    const bobBefore = (
      await app.inject({
        method: 'GET',
        url: '/api/users/messages/unread',
        headers: await loginAs(app, w.bob),
      })
    ).json<{ unreadCount: number }>().unreadCount;
    const sent = await app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: await loginAs(app, w.staff),
      payload: { body: '  Race day on Sunday  ' },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<Message>();
    expect(message).toMatchObject({
      chatId: chat.id,
      author: { id: w.staff.id },
      unread: false,
      body: 'Race day on Sunday',
    });

    const bob = await loginAs(app, w.bob);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/messages/unread', headers: bob })).json(),
    ).toEqual({ unreadCount: bobBefore + 1 });
    const viewed = await app.inject({
      method: 'POST',
      url: '/api/message-views',
      headers: bob,
      payload: { messageIds: [`/api/messages/${message.id}`] },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toEqual({ messageIds: [message.id], unreadCount: bobBefore });
    const again = await app.inject({
      method: 'POST',
      url: '/api/message-views',
      headers: bob,
      payload: { messageIds: [message.id] },
    });
    expect(again.json()).toEqual({ messageIds: [message.id], unreadCount: bobBefore });
    const listed = await app.inject({ method: 'GET', url: `/api/chats/${chat.id}/messages`, headers: bob });
    expect(listed.json<{ data: Message[] }>().data[0]!.unread).toBe(false);
  });

  it('refuses empty, too long and unknown-shaped message bodies with 422', async () => {
    const { app } = await getTestApp();
    const headers = await loginAs(app, w.ann);
    for (const payload of [{ body: '   ' }, {}, { body: 'x'.repeat(5001) }]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/chats/${w.annChat.id}/messages`,
        headers,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ violations: { propertyPath: string }[] }>().violations[0]!.propertyPath).toBe('body');
    }
    const views = await app.inject({
      method: 'POST',
      url: '/api/message-views',
      headers,
      payload: { messageIds: ['/api/horses/1'] },
    });
    expect(views.statusCode).toBe(422);
  });

  it('lets managers and staff suspend and re-open a chat; a suspended chat refuses new messages', async () => {
    const { app, db } = await getTestApp();
    const chat = await buildChat(db, { syndicateId: w.syndicate.id, memberIds: [w.ann.id, w.manager.id] });
    const ann = await loginAs(app, w.ann);
    const patch = (headers: Record<string, string>, enabled: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/chats/${chat.id}/state`,
        headers: { ...headers, 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ enabled }),
      });

    expect((await patch(ann, false)).statusCode).toBe(403);
    const suspended = await patch(await loginAs(app, w.manager), false);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({ enabled: false });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: ann,
      payload: { body: 'Hello?' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'This chat has been suspended.' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/chats/${chat.id}`, headers: ann })).json<Chat>().enabled,
    ).toBe(false);

    expect((await patch(await loginAs(app, w.staff), true)).json()).toEqual({ enabled: true });
    expect((await patch(await loginAs(app, w.staff), 'yes')).statusCode).toBe(422);
    const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
    expect((await patch(await loginAs(app, admin), false)).statusCode).toBe(200);
  });

  it("deletes messages: moderators any, authors their own, members not others'", async () => {
    const { app, db } = await getTestApp();
    const chat = await buildChat(db, { syndicateId: w.syndicate.id, memberIds: [w.ann.id, w.manager.id] });
    const fromManager = await buildMessage(db, { chatId: chat.id, authorId: w.manager.id });
    const fromAnn = await buildMessage(db, { chatId: chat.id, authorId: w.ann.id });
    const fromAnn2 = await buildMessage(db, { chatId: chat.id, authorId: w.ann.id });
    const ann = await loginAs(app, w.ann);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/messages/${fromManager.id}`, headers: ann }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/messages/${fromAnn.id}`, headers: ann })).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/messages/${fromAnn2.id}`,
          headers: await loginAs(app, w.staff),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/messages/${fromAnn2.id}`, headers: ann })).statusCode,
    ).toBe(404);
    const left = await app.inject({ method: 'GET', url: `/api/chats/${chat.id}/messages`, headers: ann });
    expect(left.json<{ data: Message[] }>().data.map((m) => m.id)).toEqual([fromManager.id]);
  });

  it('emits domain events for new, read and deleted messages and chat state changes', async () => {
    const { app, db } = await getTestApp();
    const chat = await buildChat(db, { syndicateId: w.syndicate.id, memberIds: [w.ann.id, w.manager.id] });
    const seen: string[] = [];
    const offs = [
      app.events.on('message.created', (p) => void seen.push(`created:${p.chatId}:${p.authorId}`)),
      app.events.on('message.updated', (p) => void seen.push(`read:${p.readerId}`)),
      app.events.on('message.removed', (p) => void seen.push(`removed:${p.chatId}`)),
      app.events.on('chat.updated', (p) => void seen.push(`chat:${p.chatId}`)),
    ];
    const sent = await app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: await loginAs(app, w.ann),
      payload: { body: 'hi' },
    });
    const manager = await loginAs(app, w.manager);
    await app.inject({
      method: 'POST',
      url: '/api/message-views',
      headers: manager,
      payload: { messageIds: [sent.json<Message>().id] },
    });
    await app.inject({ method: 'DELETE', url: `/api/messages/${sent.json<Message>().id}`, headers: manager });
    await app.inject({
      method: 'PATCH',
      url: `/api/chats/${chat.id}/state`,
      headers: { ...manager, 'content-type': 'application/merge-patch+json' },
      payload: '{"enabled":false}',
    });
    await app.events.drain();
    offs.forEach((off) => off());
    expect(seen).toEqual([
      `created:${chat.id}:${w.ann.id}`,
      `read:${w.manager.id}`,
      `removed:${chat.id}`,
      `chat:${chat.id}`,
    ]);
  });

  describe("IDOR: a member of the syndicate never reaches another member's chat", () => {
    it('cannot read the chat or its messages', async () => {
      const { app, db } = await getTestApp();
      await buildMessage(db, { chatId: w.bobChat.id, authorId: w.bob.id, body: 'private to Bob' });
      for (const who of [w.ann.id, w.stranger]) {
        const headers = await loginAs(app, { id: who });
        expect(
          (await app.inject({ method: 'GET', url: `/api/chats/${w.bobChat.id}`, headers })).statusCode,
        ).toBe(404);
        expect(
          (await app.inject({ method: 'GET', url: `/api/chats/${w.bobChat.id}/messages`, headers }))
            .statusCode,
        ).toBe(404);
        const list = await app.inject({ method: 'GET', url: '/api/chats?itemsPerPage=100', headers });
        expect(list.json<{ data: Chat[] }>().data.map((c) => c.id)).not.toContain(w.bobChat.id);
      }
      const strangerGroup = await app.inject({
        method: 'GET',
        url: `/api/chats/${w.group.id}`,
        headers: await loginAs(app, { id: w.stranger }),
      });
      expect(strangerGroup.statusCode).toBe(404);
    });

    it('cannot post to it, mark its messages read, or delete them', async () => {
      const { app, db } = await getTestApp();
      const secret = await buildMessage(db, {
        chatId: w.bobChat.id,
        authorId: w.manager.id,
        body: 'for Bob only',
      });
      const ann = await loginAs(app, w.ann);
      const post = await app.inject({
        method: 'POST',
        url: `/api/chats/${w.bobChat.id}/messages`,
        headers: ann,
        payload: { body: 'sneaky' },
      });
      expect(post.statusCode).toBe(404);
      const views = await app.inject({
        method: 'POST',
        url: '/api/message-views',
        headers: ann,
        payload: { messageIds: [secret.id] },
      });
      expect(views.json<{ messageIds: number[] }>().messageIds).toEqual([]);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/messages/${secret.id}`, headers: ann })).statusCode,
      ).toBe(404);
      const state = await app.inject({
        method: 'PATCH',
        url: `/api/chats/${w.bobChat.id}/state`,
        headers: { ...ann, 'content-type': 'application/merge-patch+json' },
        payload: '{"enabled":false}',
      });
      expect(state.statusCode).toBe(404);
      // Bob still sees it unread, and nothing was written or deleted.
      const bob = await app.inject({
        method: 'GET',
        url: `/api/chats/${w.bobChat.id}/messages?unread=true`,
        headers: await loginAs(app, w.bob),
      });
      expect(bob.json<{ data: Message[] }>().data.map((m) => m.body)).toContain('for Bob only');
      expect(bob.json<{ data: Message[] }>().data.map((m) => m.body)).not.toContain('sneaky');
    });

    it('answers unknown and malformed ids with 404', async () => {
      const { app } = await getTestApp();
      const headers = await loginAs(app, w.ann);
      for (const url of ['/api/chats/999999', '/api/chats/abc', '/api/chats/0/messages']) {
        expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(404);
      }
      expect(
        (await app.inject({ method: 'DELETE', url: '/api/messages/99999999', headers })).statusCode,
      ).toBe(404);
    });
  });
});
