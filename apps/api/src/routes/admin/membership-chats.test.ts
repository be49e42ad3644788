/**
 * Chats follow memberships (decision 024), from the product's own actions: accepting a join request or
 * adding a member in the back office opens the group chat and a private chat with the manager (once,
 * however often it is repeated), removing the membership closes them; ChatCreate / ChatRemove reach
 * exactly the people concerned; the back office opens chats itself.
 */
import { GROUP_CHAT_CODE } from '@stride/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, chats } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildJoinRequest, buildMembership, buildSyndicate, buildUser } from '../../test/factories.js';
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

let url: string;
const connectAs = async (userId: number): Promise<ClientSocket> => {
  const { app } = await getTestApp();
  return connectSocket(url, (await loginAs(app, { id: userId })).authorization.slice(7));
};

/** A syndicate with a manager (back-office rights) and a stranger from another syndicate. */
async function world() {
  const { app, db } = await getTestApp();
  const syndicate = await buildSyndicate(db);
  const manager = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
  await buildMembership(db, { userId: manager.id, syndicateId: syndicate.id, role: 'manager' });
  const elsewhere = await buildMembership(db, { syndicateId: (await buildSyndicate(db)).id });
  return {
    syndicate,
    manager,
    managerAuth: await loginAs(app, manager),
    outsiderId: elsewhere.userId,
  };
}

/** The chats of a syndicate a user is listed in or takes part in through the group chat. */
async function chatsOf(syndicateId: number) {
  const { db } = await getTestApp();
  return db.select().from(chats).where(eq(chats.syndicateId, syndicateId));
}

beforeAll(async () => {
  const { app } = await getTestApp();
  ({ url } = await listenWithRealtime(app));
});
afterAll(() => closeSockets());

describe('accepting a join request opens the member’s chats', () => {
  it('creates the group chat and a private chat with the manager, tells the member and the manager only, and never duplicates', async () => {
    const { app, db } = await getTestApp();
    const w = await world();
    const user = await buildUser(db, { roles: ['ROLE_USER'] });
    const request = await buildJoinRequest(db, { userId: user.id, syndicateId: w.syndicate.id });
    const [memberSocket, managerSocket, outsiderSocket] = await Promise.all([
      connectAs(user.id),
      connectAs(w.manager.id),
      connectAs(w.outsiderId),
    ]);
    const memberSeen = recordEvents(memberSocket);
    const managerSeen = recordEvents(managerSocket);
    const outsiderSeen = recordEvents(outsiderSocket);

    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/join-requests/${request.id}/accept`,
      headers: w.managerAuth,
    });
    expect(res.statusCode).toBe(200);
    await settle(app, [memberSocket, managerSocket, outsiderSocket]);

    const rows = await chatsOf(w.syndicate.id);
    const group = rows.find((c) => c.code === GROUP_CHAT_CODE)!;
    const direct = rows.find((c) => c.code === null)!;
    expect(rows).toHaveLength(2);
    const listed = await db.select().from(chatMembers).where(eq(chatMembers.chatId, direct.id));
    expect(listed.map((m) => m.userId).sort()).toEqual([user.id, w.manager.id].sort());

    const created = (seen: typeof memberSeen) =>
      seen.filter((s) => s.event === 'ChatCreate').map((s) => (s.payload as { chatId: number }).chatId);
    expect(created(memberSeen).sort()).toEqual([group.id, direct.id].sort());
    expect(created(managerSeen).sort()).toEqual([group.id, direct.id].sort());
    expect(eventNames(outsiderSeen)).not.toContain('ChatCreate');
    const payload = memberSeen.find(
      (s) => s.event === 'ChatCreate' && s.payload && (s.payload as { chatId: number }).chatId === direct.id,
    )!.payload as { chat: { members: { id: number }[]; code: string | null } };
    expect(payload.chat.members.map((m) => m.id).sort()).toEqual([user.id, w.manager.id].sort());

    // The member's own chat list shows both.
    const list = await app.inject({ method: 'GET', url: '/api/chats', headers: await loginAs(app, user) });
    expect(JSON.stringify(list.json())).toContain(`"id":${direct.id}`);

    // A second request of the same person, accepted too, opens nothing new; the manager hears nothing new.
    const again = await buildJoinRequest(db, { userId: user.id, syndicateId: w.syndicate.id });
    const managerBefore = created(managerSeen).length;
    const second = await app.inject({
      method: 'POST',
      url: `/api/admin/join-requests/${again.id}/accept`,
      headers: w.managerAuth,
    });
    expect(second.statusCode).toBe(200);
    await settle(app, [memberSocket, managerSocket]);
    expect(await chatsOf(w.syndicate.id)).toHaveLength(2);
    expect(created(managerSeen)).toHaveLength(managerBefore);
  });

  it('a newcomer to a syndicate whose group chat exists joins it: only they hear ChatCreate for it', async () => {
    const { app, db } = await getTestApp();
    const w = await world();
    const [group] = await db
      .insert(chats)
      .values({ syndicateId: w.syndicate.id, code: GROUP_CHAT_CODE })
      .returning();
    const veteran = await buildMembership(db, { syndicateId: w.syndicate.id });
    const user = await buildUser(db);
    const request = await buildJoinRequest(db, { userId: user.id, syndicateId: w.syndicate.id });
    const [memberSocket, veteranSocket] = await Promise.all([connectAs(user.id), connectAs(veteran.userId)]);
    const veteranSeen = recordEvents(veteranSocket);
    const groupCreate = nextEvent(memberSocket, 'ChatCreate', (p) => p.chatId === group!.id);
    await app.inject({
      method: 'POST',
      url: `/api/admin/join-requests/${request.id}/accept`,
      headers: w.managerAuth,
    });
    await groupCreate;
    await settle(app, [memberSocket, veteranSocket]);
    expect(eventNames(veteranSeen)).not.toContain('ChatCreate');
    expect((await chatsOf(w.syndicate.id)).filter((c) => c.code === GROUP_CHAT_CODE)).toHaveLength(1);
  });
});

describe('back-office memberships keep chats in step', () => {
  it('adding a member opens the chats; removing the membership takes them out and tells them (ChatRemove)', async () => {
    const { app, db } = await getTestApp();
    const w = await world();
    const user = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
    // A manager enrols only someone who asked to join (issue 14): the person has a pending join request.
    await buildJoinRequest(db, {
      syndicateId: w.syndicate.id,
      userId: user.id,
      email: user.email,
      status: 'pending',
    });
    const [memberSocket, managerSocket, outsiderSocket] = await Promise.all([
      connectAs(user.id),
      connectAs(w.manager.id),
      connectAs(w.outsiderId),
    ]);
    const add = await app.inject({
      method: 'POST',
      url: '/api/admin/memberships',
      headers: w.managerAuth,
      payload: { userId: user.id, syndicateId: w.syndicate.id, role: 'member' },
    });
    expect(add.statusCode).toBe(201);
    await settle(app, [memberSocket]);
    const rows = await chatsOf(w.syndicate.id);
    expect(rows.map((c) => c.code).sort()).toEqual([GROUP_CHAT_CODE, null].sort());
    const direct = rows.find((c) => c.code === null)!;
    const group = rows.find((c) => c.code === GROUP_CHAT_CODE)!;

    const memberSeen = recordEvents(memberSocket);
    const managerSeen = recordEvents(managerSocket);
    const outsiderSeen = recordEvents(outsiderSocket);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/admin/memberships/${add.json<{ id: number }>().id}`,
      headers: w.managerAuth,
    });
    expect(remove.statusCode).toBe(204);
    await settle(app, [memberSocket, managerSocket, outsiderSocket]);

    const removed = (seen: typeof memberSeen) =>
      seen.filter((s) => s.event === 'ChatRemove').map((s) => (s.payload as { chatId: number }).chatId);
    expect(removed(memberSeen).sort()).toEqual([group.id, direct.id].sort());
    // The private chat had only the member and the manager: it is gone, and the manager is told.
    expect(removed(managerSeen)).toEqual([direct.id]);
    expect(eventNames(outsiderSeen)).not.toContain('ChatRemove');
    expect(await db.$count(chats, eq(chats.id, direct.id))).toBe(0);
    expect(await db.$count(chatMembers, eq(chatMembers.userId, user.id))).toBe(0);
    // The former member can no longer open the group chat.
    const read = await app.inject({
      method: 'GET',
      url: `/api/chats/${group.id}`,
      headers: await loginAs(app, user),
    });
    expect(read.statusCode).toBe(404);
  });
});

describe('the back office opens chats', () => {
  it('opens a private chat between people of the syndicate (ChatCreate to them only) and one group chat per syndicate', async () => {
    const { app, db } = await getTestApp();
    const w = await world();
    const member = await buildMembership(db, { syndicateId: w.syndicate.id });
    const bystander = await buildMembership(db, { syndicateId: w.syndicate.id });
    const [memberSocket, bystanderSocket] = await Promise.all([
      connectAs(member.userId),
      connectAs(bystander.userId),
    ]);
    const bystanderSeen = recordEvents(bystanderSocket);
    const heard = nextEvent(memberSocket, 'ChatCreate');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/chats',
      headers: w.managerAuth,
      payload: { syndicateId: w.syndicate.id, memberIds: [member.userId, w.manager.id] },
    });
    expect(res.statusCode).toBe(201);
    const chatId = res.json<{ id: number }>().id;
    expect((await heard).chatId).toBe(chatId);
    await settle(app, [bystanderSocket]);
    expect(eventNames(bystanderSeen)).not.toContain('ChatCreate');

    // Someone outside the syndicate cannot be put in one of its chats.
    const outsider = await app.inject({
      method: 'POST',
      url: '/api/admin/chats',
      headers: w.managerAuth,
      payload: { syndicateId: w.syndicate.id, memberIds: [member.userId, w.outsiderId] },
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().violations[0].propertyPath).toBe('memberIds');

    const group = await app.inject({
      method: 'POST',
      url: '/api/admin/chats',
      headers: w.managerAuth,
      payload: { syndicateId: w.syndicate.id, group: true },
    });
    expect(group.statusCode).toBe(201);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/admin/chats',
      headers: w.managerAuth,
      payload: { syndicateId: w.syndicate.id, group: true },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().violations).toEqual([
      { propertyPath: 'group', message: 'This syndicate already has a group chat' },
    ]);
    expect(
      await db.$count(chats, and(eq(chats.syndicateId, w.syndicate.id), eq(chats.code, GROUP_CHAT_CODE))),
    ).toBe(1);
  });

  it('a manager cannot open a chat in a syndicate they do not manage', async () => {
    const { app, db } = await getTestApp();
    const w = await world();
    const other = await buildSyndicate(db);
    const a = await buildMembership(db, { syndicateId: other.id });
    const b = await buildMembership(db, { syndicateId: other.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/chats',
      headers: w.managerAuth,
      payload: { syndicateId: other.id, memberIds: [a.userId, b.userId] },
    });
    expect(res.statusCode).toBe(403);
    expect(await db.$count(chats, and(eq(chats.syndicateId, other.id), isNull(chats.code)))).toBe(0);
  });
});
