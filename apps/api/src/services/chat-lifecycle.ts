/**
 * Chats follow memberships (issue 18 item 1, decision 024). Joining a syndicate opens the syndicate's
 * group chat (code `all`, created when missing) to the newcomer and, for a member, a private chat with the
 * syndicate's managers (created once: accepting twice never duplicates it). Leaving takes the person out
 * of every chat of that syndicate; a private chat left with fewer than two people is deleted.
 *
 * Runs inside the caller's transaction and returns what changed, so the caller emits the domain events
 * (chat.created / chat.removed) after commit — never before the rows are visible.
 */
import { GROUP_CHAT_CODE } from '@stride/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { chatMembers, chats, memberships } from '../db/schema/index.js';

/** Chats a join changed: `created` are new (everyone in them hears), `joined` existed (only the newcomer hears). */
export interface ChatsOpened {
  userId: number;
  created: number[];
  joined: number[];
}

/** Chats a departure changed: the leaver hears ChatRemove for `left`; `deleted` chats tell who remained. */
export interface ChatsClosed {
  userId: number;
  left: number[];
  deleted: Array<{ chatId: number; memberIds: number[] }>;
}

type Conn = Db | Tx;

/** Serialises chat changes of one (syndicate, user) pair across concurrent transactions. */
async function lockPair(db: Conn, syndicateId: number, userId: number): Promise<void> {
  const key = `stride.member-chats:${syndicateId}:${userId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The syndicate's group chat, created when missing; returns its id and whether it is new. */
async function ensureGroupChat(db: Conn, syndicateId: number): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insert(chats)
    .values({ syndicateId, code: GROUP_CHAT_CODE })
    .onConflictDoNothing({ target: [chats.syndicateId, chats.code] })
    .returning({ id: chats.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.syndicateId, syndicateId), eq(chats.code, GROUP_CHAT_CODE)))
    .limit(1);
  return { id: existing!.id, created: false };
}

/**
 * Gives a person who just got a place in a syndicate its chats: the group chat always, and a private
 * chat with the managers when they are a member (none when the syndicate has no manager yet).
 */
export async function openMemberChats(
  db: Conn,
  userId: number,
  syndicateId: number,
  role: 'member' | 'staff' | 'manager',
): Promise<ChatsOpened> {
  await lockPair(db, syndicateId, userId);
  const opened: ChatsOpened = { userId, created: [], joined: [] };
  const group = await ensureGroupChat(db, syndicateId);
  (group.created ? opened.created : opened.joined).push(group.id);
  if (role !== 'member') return opened;

  const [own] = await db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(chatMembers, eq(chatMembers.chatId, chats.id))
    .where(and(eq(chats.syndicateId, syndicateId), isNull(chats.code), eq(chatMembers.userId, userId)))
    .limit(1);
  if (own) return opened;
  const managers = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.syndicateId, syndicateId), eq(memberships.role, 'manager')));
  const managerIds = managers.map((m) => m.id).filter((id) => id !== userId);
  if (managerIds.length === 0) return opened;
  const [chat] = await db.insert(chats).values({ syndicateId, code: null }).returning({ id: chats.id });
  await db
    .insert(chatMembers)
    .values([userId, ...managerIds].map((id) => ({ chatId: chat!.id, userId: id })))
    .onConflictDoNothing();
  opened.created.push(chat!.id);
  return opened;
}

/**
 * Takes a person who lost their place in a syndicate out of its chats (call after the membership row is
 * gone). Private chats left with fewer than two people are deleted.
 */
export async function closeMemberChats(db: Conn, userId: number, syndicateId: number): Promise<ChatsClosed> {
  await lockPair(db, syndicateId, userId);
  const closed: ChatsClosed = { userId, left: [], deleted: [] };
  const ofSyndicate = await db
    .select({ id: chats.id, code: chats.code })
    .from(chats)
    .where(eq(chats.syndicateId, syndicateId));
  if (ofSyndicate.length === 0) return closed;
  const listed = await db
    .delete(chatMembers)
    .where(
      and(
        eq(chatMembers.userId, userId),
        inArray(
          chatMembers.chatId,
          ofSyndicate.map((c) => c.id),
        ),
      ),
    )
    .returning({ chatId: chatMembers.chatId });
  const leftIds = new Set(listed.map((r) => r.chatId));
  for (const chat of ofSyndicate) if (chat.code === GROUP_CHAT_CODE) leftIds.add(chat.id);
  closed.left = [...leftIds];

  const privateLeft = ofSyndicate.filter((c) => c.code === null && leftIds.has(c.id)).map((c) => c.id);
  for (const chatId of privateLeft) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, chatId));
    if (n >= 2) continue;
    const remaining = await db
      .delete(chatMembers)
      .where(eq(chatMembers.chatId, chatId))
      .returning({ userId: chatMembers.userId });
    await db.delete(chats).where(eq(chats.id, chatId));
    closed.deleted.push({ chatId, memberIds: remaining.map((r) => r.userId) });
  }
  return closed;
}

/** The domain events of a join's chat changes, in the bus's shape (the caller emits them after commit). */
export function chatsOpenedEvents(opened: ChatsOpened): Array<{ chatId: number; userIds?: number[] }> {
  return [
    ...opened.created.map((chatId) => ({ chatId })),
    ...opened.joined.map((chatId) => ({ chatId, userIds: [opened.userId] })),
  ];
}

/** The chat.removed events of a departure: the leaver for every chat, the rest of each deleted chat. */
export function chatsClosedEvents(closed: ChatsClosed): Array<{ chatId: number; memberIds: number[] }> {
  const deleted = new Map(closed.deleted.map((d) => [d.chatId, d.memberIds]));
  return closed.left.map((chatId) => ({
    chatId,
    memberIds: [closed.userId, ...(deleted.get(chatId) ?? [])],
  }));
}
