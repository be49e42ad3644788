/**
 * Every SPEC §4 content event from its domain event, to exactly the people entitled to it, presented
 * per recipient (chat and message events: realtime/socket-server.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildChat,
  buildComment,
  buildHorse,
  buildMembership,
  buildMessage,
  buildPost,
  buildPostAsset,
  buildPostLike,
  buildSyndicate,
  buildUser,
} from '../../test/factories.js';
import {
  closeSockets,
  connectSocket,
  eventNames,
  listenWithRealtime,
  nextEvent,
  recordEvents,
  settle,
  type ClientSocket,
} from '../../test/realtime.js';

describe('websockets processor: content events', () => {
  let url: string;
  let ids: {
    syndicate: number;
    other: number;
    member: number;
    staff: number;
    stranger: number;
    otherMember: number;
  };
  let sockets: {
    member: ClientSocket;
    staff: ClientSocket;
    stranger: ClientSocket;
    otherMember: ClientSocket;
  };

  const connectAs = async (userId: number) => {
    const { app } = await getTestApp();
    return connectSocket(url, (await loginAs(app, { id: userId })).authorization.slice(7));
  };

  beforeAll(async () => {
    const { app, db } = await getTestApp();
    ({ url } = await listenWithRealtime(app));
    const syndicate = (await buildSyndicate(db)).id;
    const other = (await buildSyndicate(db)).id;
    const member = (await buildMembership(db, { syndicateId: syndicate })).userId;
    const staffUser = await buildUser(db, { roles: ['ROLE_STAFF'] });
    const staff = (await buildMembership(db, { syndicateId: syndicate, userId: staffUser.id, role: 'staff' }))
      .userId;
    const stranger = (await buildUser(db, { roles: ['ROLE_USER'] })).id;
    const otherMember = (await buildMembership(db, { syndicateId: other })).userId;
    ids = { syndicate, other, member, staff, stranger, otherMember };
    sockets = {
      member: await connectAs(member),
      staff: await connectAs(staff),
      stranger: await connectAs(stranger),
      otherMember: await connectAs(otherMember),
    };
  });
  afterAll(() => closeSockets());

  it('syndicateUpdate goes to its people with the public syndicate shape; syndicateRemove to the given members (syndicateCreate: syndicate-create-audience.test.ts)', async () => {
    const { app } = await getTestApp();
    const seen = recordEvents(sockets.stranger);
    const update = nextEvent(sockets.member, 'syndicateUpdate');
    app.events.emit('syndicate.updated', { syndicateId: ids.syndicate });
    expect(await update).toMatchObject({
      syndicateId: ids.syndicate,
      syndicate: { id: ids.syndicate, themeColour: expect.any(String) },
    });
    const removed = nextEvent(sockets.otherMember, 'syndicateRemove');
    app.events.emit('syndicate.removed', { syndicateId: 999, memberIds: [ids.otherMember] });
    expect(await removed).toEqual({ syndicateId: 999 });
    await settle(app, [sockets.stranger]);
    expect(eventNames(seen)).toEqual([]);
  });

  it('horse events go to the syndicate; a horse moved away reaches its former syndicate without syndicate', async () => {
    const { app, db } = await getTestApp();
    const horse = await buildHorse(db, { syndicateId: ids.other, name: 'Wandering Star' });
    const created = nextEvent(sockets.otherMember, 'horseCreate');
    app.events.emit('horse.created', { horseId: horse.id, syndicateId: ids.other });
    expect(await created).toMatchObject({
      horseId: horse.id,
      syndicateId: ids.other,
      horse: { id: horse.id, name: 'Wandering Star' },
    });

    const toNew = nextEvent(sockets.member, 'horseUpdate');
    const toFormer = nextEvent(sockets.otherMember, 'horseUpdate');
    app.events.emit('horse.updated', {
      horseId: horse.id,
      syndicateId: ids.syndicate,
      previousSyndicateId: ids.other,
    });
    expect((await toNew).syndicateId).toBe(ids.syndicate);
    expect((await toFormer).syndicateId).toBeNull();

    const removed = nextEvent(sockets.member, 'horseRemove');
    app.events.emit('horse.removed', { horseId: horse.id, syndicateId: ids.syndicate });
    expect(await removed).toEqual({ horseId: horse.id, syndicateId: ids.syndicate });
  });

  it('a published post reaches its syndicate with per-recipient isLiked; a draft only staff; others nothing', async () => {
    const { app, db } = await getTestApp();
    const seen = {
      stranger: recordEvents(sockets.stranger),
      other: recordEvents(sockets.otherMember),
      member: recordEvents(sockets.member),
    };
    const post = await buildPost(db, {
      syndicateId: ids.syndicate,
      authorId: ids.staff,
      comment: '<p>Galloped well</p>',
    });
    await buildPostLike(db, post.id, ids.member);
    const toMember = nextEvent(sockets.member, 'postCreate');
    const toStaff = nextEvent(sockets.staff, 'postCreate');
    app.events.emit('post.created', {
      postId: post.id,
      syndicateId: ids.syndicate,
      horseId: null,
      actorId: ids.staff,
    });
    const forMember = await toMember;
    expect(forMember).toMatchObject({
      postId: post.id,
      syndicateId: ids.syndicate,
      horseId: null,
      post: { id: post.id, comment: '<p>Galloped well</p>', isLiked: true },
    });
    expect((await toStaff).post.isLiked).toBe(false);

    const draft = await buildPost(db, {
      syndicateId: ids.syndicate,
      authorId: ids.staff,
      publicationStatus: 'draft',
    });
    const draftToStaff = nextEvent(sockets.staff, 'postUpdate', (p) => p.postId === draft.id);
    app.events.emit('post.updated', {
      postId: draft.id,
      syndicateId: ids.syndicate,
      horseId: null,
      actorId: ids.staff,
    });
    expect((await draftToStaff).post.publicationStatus).toBe('draft');

    const asset = await buildPostAsset(db, { postId: post.id });
    const assetCreate = nextEvent(sockets.member, 'postAssetCreate');
    app.events.emit('postAsset.created', { assetId: asset.id, postId: post.id, syndicateId: ids.syndicate });
    expect((await assetCreate).post.assets.map((a) => a.id)).toEqual([asset.id]);
    const assetUpdate = nextEvent(sockets.member, 'postAssetUpdate');
    app.events.emit('postAsset.updated', { assetId: asset.id, postId: post.id, syndicateId: ids.syndicate });
    expect((await assetUpdate).postId).toBe(post.id);

    const removed = nextEvent(sockets.member, 'postRemove');
    app.events.emit('post.removed', { postId: post.id, syndicateId: ids.syndicate, horseId: null });
    expect(await removed).toEqual({ postId: post.id, syndicateId: ids.syndicate, horseId: null });

    await settle(app, [sockets.stranger, sockets.otherMember, sockets.member]);
    expect(eventNames(seen.stranger)).toEqual([]);
    expect(eventNames(seen.other)).toEqual([]);
    // The member never heard of the draft.
    expect(seen.member.filter((s) => (s.payload as { postId?: number }).postId === draft.id)).toEqual([]);
  });

  it('comment events carry the author id (clients skip their own) and reach only the syndicate', async () => {
    const { app, db } = await getTestApp();
    const seen = recordEvents(sockets.otherMember);
    const post = await buildPost(db, { syndicateId: ids.syndicate, authorId: ids.staff });
    const comment = await buildComment(db, { postId: post.id, authorId: ids.member, body: 'Great news' });
    const created = nextEvent(sockets.staff, 'commentCreate');
    const own = nextEvent(sockets.member, 'commentCreate');
    app.events.emit('comment.created', {
      commentId: comment.id,
      postId: post.id,
      syndicateId: ids.syndicate,
      authorId: ids.member,
    });
    expect(await created).toMatchObject({
      commentId: comment.id,
      postId: post.id,
      syndicateId: ids.syndicate,
      userId: ids.member,
      comment: { id: comment.id, body: 'Great news' },
    });
    expect((await own).comment.permissions.delete).toBe(true);
    const updated = nextEvent(sockets.staff, 'commentUpdate');
    app.events.emit('comment.updated', {
      commentId: comment.id,
      postId: post.id,
      syndicateId: ids.syndicate,
      authorId: ids.member,
    });
    expect((await updated).commentId).toBe(comment.id);
    const removed = nextEvent(sockets.staff, 'commentRemove');
    app.events.emit('comment.removed', {
      commentId: comment.id,
      postId: post.id,
      syndicateId: ids.syndicate,
      authorId: ids.member,
    });
    expect(await removed).toEqual({ commentId: comment.id, postId: post.id, syndicateId: ids.syndicate });
    await settle(app, [sockets.otherMember]);
    expect(eventNames(seen)).toEqual([]);
  });

  it('userUpdate (after PATCH users/{id}) and syndicateJoinUpdate go to the user concerned only', async () => {
    const { app } = await getTestApp();
    const seen = recordEvents(sockets.member);
    const updated = nextEvent(sockets.stranger, 'userUpdate');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${ids.stranger}`,
      headers: {
        ...(await loginAs(app, { id: ids.stranger })),
        'content-type': 'application/merge-patch+json',
      },
      payload: JSON.stringify({ firstname: 'Renamed' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await updated).toMatchObject({
      userId: ids.stranger,
      user: { id: ids.stranger, firstname: 'Renamed' },
    });
    const decided = nextEvent(sockets.stranger, 'syndicateJoinUpdate');
    app.events.emit('syndicateJoin.decided', {
      userId: ids.stranger,
      syndicateId: ids.syndicate,
      status: 'ACCEPTED',
    });
    expect(await decided).toEqual({ userId: ids.stranger, syndicateId: ids.syndicate, status: 'ACCEPTED' });
    await settle(app, [sockets.member]);
    expect(eventNames(seen)).toEqual([]);
  });

  it("ChatCreate carries each participant's own unread count; ChatRemove reaches the former members", async () => {
    const { app, db } = await getTestApp();
    const chat = await buildChat(db, { syndicateId: ids.syndicate, memberIds: [ids.member, ids.staff] });
    await buildMessage(db, { chatId: chat.id, authorId: ids.staff });
    await buildMessage(db, { chatId: chat.id, authorId: ids.staff });
    const toMember = nextEvent(sockets.member, 'ChatCreate');
    const toStaff = nextEvent(sockets.staff, 'ChatCreate');
    app.events.emit('chat.created', { chatId: chat.id });
    expect((await toMember).chat).toMatchObject({ id: chat.id, unreadCount: 2 });
    expect((await toStaff).chat).toMatchObject({ id: chat.id, unreadCount: 0 });
    const removed = nextEvent(sockets.member, 'ChatRemove');
    app.events.emit('chat.removed', { chatId: chat.id, memberIds: [ids.member] });
    expect(await removed).toEqual({ chatId: chat.id });
  });

  it('disconnects the sockets of an account that is deleted or frozen', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const socket = await connectAs(user.id);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    app.events.emit('user.updated', { userId: user.id, rolesChanged: false });
    expect(await gone).toBe('io server disconnect');
  });
});
