import type { Chat, Message } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { anonymousToken, loginAs, mintAccessToken } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildChat, buildMembership, buildSetting, buildSyndicate, buildUser } from '../test/factories.js';
import {
  closeSockets,
  connectSocket,
  eventNames,
  listenWithRealtime,
  nextEvent,
  recordEvents,
  settle,
} from '../test/realtime.js';

const tokenOf = async (userId: number) =>
  (await loginAs((await getTestApp()).app, { id: userId })).authorization.slice(7);

describe('Socket.IO server', () => {
  let url: string;
  let w: { ann: number; bob: number; manager: number; stranger: number; annChat: number; bobChat: number };

  beforeAll(async () => {
    const { app, db } = await getTestApp();
    ({ url } = await listenWithRealtime(app));
    const syndicate = await buildSyndicate(db);
    const manager = (
      await buildMembership(db, {
        syndicateId: syndicate.id,
        role: 'manager',
        userId: (await buildUser(db, { roles: ['ROLE_MANAGER'] })).id,
      })
    ).userId;
    const ann = (await buildMembership(db, { syndicateId: syndicate.id })).userId;
    const bob = (await buildMembership(db, { syndicateId: syndicate.id })).userId;
    const stranger = (await buildMembership(db)).userId;
    const annChat = (await buildChat(db, { syndicateId: syndicate.id, memberIds: [ann, manager] })).id;
    const bobChat = (await buildChat(db, { syndicateId: syndicate.id, memberIds: [bob, manager] })).id;
    w = { ann, bob, manager, stranger, annChat, bobChat };
  });
  afterAll(() => closeSockets());

  describe('handshake', () => {
    it('refuses a socket without a token, with a malformed, expired or revoked one', async () => {
      const { app, db } = await getTestApp();
      await expect(connectSocket(url, null)).rejects.toThrow(/Unauthorized/);
      await expect(connectSocket(url, 'not.a.token')).rejects.toThrow(/Unauthorized/);
      await expect(
        connectSocket(url, await mintAccessToken(app, { sub: String(w.ann), ver: 0, ttl: -60 })),
      ).rejects.toThrow(/Unauthorized/);
      const gone = await buildUser(db, { deletedAt: new Date() });
      await expect(
        connectSocket(url, await mintAccessToken(app, { sub: String(gone.id), ver: 0 })),
      ).rejects.toThrow(/revoked/);
    });

    it("keeps a socket past its token's expiry while the grant lives, and ends it once revoked", async () => {
      const { app, db } = await getTestApp();
      // Expiry is in whole seconds from the current second, so a ttl of 1 can leave a few ms — less than
      // a handshake on a loaded machine: 2 leaves at least a second to connect, and the revoked token
      // (3) still expires at least a second after Bob's.
      const kept = await connectSocket(
        url,
        await mintAccessToken(app, { sub: String(w.bob), ver: 0, ttl: 2 }),
      );
      const revokedUser = await buildUser(db);
      const revoked = await connectSocket(
        url,
        await mintAccessToken(app, { sub: String(revokedUser.id), ver: 0, ttl: 3 }),
      );
      // Signed out everywhere: the token version moves on.
      await db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, revokedUser.id));
      const reason = await new Promise((resolve) => revoked.once('disconnect', resolve));
      expect(reason).toBe('io server disconnect');
      // Bob's token expired a second earlier and was checked first: his socket is still up.
      expect(kept.connected).toBe(true);
    });

    it('accepts a user token and an anonymous token', async () => {
      const { app } = await getTestApp();
      expect((await connectSocket(url, await tokenOf(w.ann))).connected).toBe(true);
      expect((await connectSocket(url, await anonymousToken(app))).connected).toBe(true);
    });
  });

  describe('chat events', () => {
    it('MessageCreate reaches both participants, unread only for the recipient; nobody else hears it', async () => {
      const { app } = await getTestApp();
      const [annSocket, managerSocket, bobSocket, strangerSocket, anonSocket] = await Promise.all([
        connectSocket(url, await tokenOf(w.ann)),
        connectSocket(url, await tokenOf(w.manager)),
        connectSocket(url, await tokenOf(w.bob)),
        connectSocket(url, await tokenOf(w.stranger)),
        connectSocket(url, await anonymousToken(app)),
      ]);
      const others = [bobSocket, strangerSocket, anonSocket].map(recordEvents);
      const toManager = nextEvent(managerSocket, 'MessageCreate');
      const toAnn = nextEvent(annSocket, 'MessageCreate');
      const sent = await app.inject({
        method: 'POST',
        url: `/api/chats/${w.annChat}/messages`,
        headers: await loginAs(app, { id: w.ann }),
        payload: { body: 'Is she running Sunday?' },
      });
      const message = sent.json<Message>();
      expect((await toManager).message).toEqual({ ...message, unread: true });
      expect((await toAnn).message).toEqual({ ...message, unread: false });
      await settle(app, [bobSocket, strangerSocket, anonSocket]);
      for (const seen of others) expect(eventNames(seen)).toEqual([]);
    });

    it("MessageUpdate tells the reader's sockets it is read; MessageRemove and ChatUpdate reach the participants", async () => {
      const { app } = await getTestApp();
      const [annSocket, managerSocket, bobSocket] = await Promise.all([
        connectSocket(url, await tokenOf(w.ann)),
        connectSocket(url, await tokenOf(w.manager)),
        connectSocket(url, await tokenOf(w.bob)),
      ]);
      const bobSeen = recordEvents(bobSocket);
      const manager = await loginAs(app, { id: w.manager });
      const sent = (
        await app.inject({
          method: 'POST',
          url: `/api/chats/${w.annChat}/messages`,
          headers: manager,
          payload: { body: 'Yes, 3.40 at Leopardstown' },
        })
      ).json<Message>();

      const annRead = nextEvent(annSocket, 'MessageUpdate');
      await app.inject({
        method: 'POST',
        url: '/api/message-views',
        headers: await loginAs(app, { id: w.ann }),
        payload: { messageIds: [sent.id] },
      });
      expect((await annRead).message).toMatchObject({ id: sent.id, unread: false });

      const removed = nextEvent(annSocket, 'MessageRemove');
      await app.inject({ method: 'DELETE', url: `/api/messages/${sent.id}`, headers: manager });
      expect(await removed).toEqual({ message: { id: sent.id, chatId: w.annChat } });

      const suspended = nextEvent(annSocket, 'ChatUpdate');
      const managerSuspended = nextEvent(managerSocket, 'ChatUpdate');
      await app.inject({
        method: 'PATCH',
        url: `/api/chats/${w.annChat}/state`,
        headers: { ...manager, 'content-type': 'application/merge-patch+json' },
        payload: '{"enabled":false}',
      });
      const chat: Chat = (await suspended).chat;
      expect(chat).toMatchObject({ id: w.annChat, enabled: false });
      expect((await managerSuspended).chat.enabled).toBe(false);
      await app.inject({
        method: 'PATCH',
        url: `/api/chats/${w.annChat}/state`,
        headers: { ...manager, 'content-type': 'application/merge-patch+json' },
        payload: '{"enabled":true}',
      });

      await settle(app, [bobSocket]);
      expect(eventNames(bobSeen)).toEqual([]);
    });

    it("IDOR over the socket: a member hears nothing of another member's chat, however it is touched", async () => {
      const { app } = await getTestApp();
      const [annSocket, bobSocket] = await Promise.all([
        connectSocket(url, await tokenOf(w.ann)),
        connectSocket(url, await tokenOf(w.bob)),
      ]);
      const annSeen = recordEvents(annSocket);
      const bobGot = nextEvent(bobSocket, 'MessageCreate');
      const fromBob = (
        await app.inject({
          method: 'POST',
          url: `/api/chats/${w.bobChat}/messages`,
          headers: await loginAs(app, { id: w.bob }),
          payload: { body: 'private' },
        })
      ).json<Message>();
      await bobGot;
      // Ann tries everything over HTTP; none of it may produce an event for her (or anyone).
      const ann = await loginAs(app, { id: w.ann });
      await app.inject({
        method: 'POST',
        url: `/api/chats/${w.bobChat}/messages`,
        headers: ann,
        payload: { body: 'sneaky' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/message-views',
        headers: ann,
        payload: { messageIds: [fromBob.id] },
      });
      await app.inject({ method: 'DELETE', url: `/api/messages/${fromBob.id}`, headers: ann });
      // A direct domain event for Bob's chat still reaches only its participants.
      app.events.emit('chat.updated', { chatId: w.bobChat });
      await settle(app, [annSocket]);
      expect(eventNames(annSeen)).toEqual([]);
    });
  });

  describe('maintenance', () => {
    it('tells every socket, anonymous included, whether its own IP is whitelisted', async () => {
      const { app, db } = await getTestApp();
      await buildSetting(db, {
        type: 'maintenance_mode',
        settings: { maintenanceMode: true, ipWhitelist: '127.0.0.1' },
      });
      const anon = await connectSocket(url, await anonymousToken(app));
      const member = await connectSocket(url, await tokenOf(w.stranger));
      const events = [nextEvent(anon, 'MaintenanceModeCreate'), nextEvent(member, 'MaintenanceModeCreate')];
      app.events.emit('maintenanceMode.changed', { created: true });
      for (const payload of await Promise.all(events))
        expect(payload).toEqual({ maintenanceMode: true, ipWhitelisted: true });
    });
  });
});
