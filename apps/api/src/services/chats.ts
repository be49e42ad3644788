/**
 * Chats and their messages: who takes part in a chat, the caller's chat list with unread counts and
 * previews, message pages, sending, read receipts, suspension and deletion.
 *
 * Who takes part: the users listed in chat_members, and — for a group chat (code `all`) — every user
 * holding a membership of the chat's syndicate, so people who join later are in it without a backfill.
 * A message is unread for a participant while it is not theirs, not deleted and has no read receipt.
 */
import { GROUP_CHAT_CODE, pageOffset, type PagingQuery } from '@stride/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chatMembers,
  chats,
  memberships,
  messageReads,
  messages,
  syndicates,
  users,
  type Chat,
  type Message,
} from '../db/schema/index.js';
import { pageTotal, totalOver } from '../lib/page-total.js';
import type { ChatAccess, SyndicateRole } from '../policies/chat.js';

/** A chat with the syndicate facts its presenter and policy need. */
export interface ChatWithSyndicate {
  chat: Chat;
  syndicate: { id: number; name: string };
}

/** Per-viewer facts of a chat: who is in it, the viewer's unread count and the newest message. */
export interface ChatDetails {
  members: Array<{ id: number; firstname: string; lastname: string; roles: string[] }>;
  unreadCount: number;
  lastMessage: Pick<Message, 'id' | 'body' | 'createdAt' | 'authorId'> | null;
}

/** Most members a chat presents (a group chat of a large syndicate lists its first ones, staff first). */
export const CHAT_MEMBERS_SHOWN = 100;

/** SQL: the user takes part in the chat whose id column is `chatId` (syndicate column `syndicateId`). */
function participates(userId: number): SQL {
  return or(
    exists(
      sql`(select 1 from ${chatMembers} where ${chatMembers.chatId} = ${chats.id} and ${chatMembers.userId} = ${userId})`,
    ),
    and(
      eq(chats.code, GROUP_CHAT_CODE),
      exists(
        sql`(select 1 from ${memberships} where ${memberships.syndicateId} = ${chats.syndicateId} and ${memberships.userId} = ${userId})`,
      ),
    ),
  )!;
}

/** SQL: the message row is unread for the user (not theirs, not deleted, no receipt). */
function unreadFor(userId: number): SQL {
  return and(
    ne(messages.authorId, userId),
    isNull(messages.deletedAt),
    notExists(
      sql`(select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${userId})`,
    ),
  )!;
}

/** Escapes LIKE wildcards so a search term matches literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The chats the user takes part in, newest activity first, optionally matching `search` against the
 * syndicate's name or a listed member's name.
 */
export async function listChatsOf(
  db: Db,
  userId: number,
  options: { search?: string | undefined; paging: PagingQuery },
): Promise<{ items: ChatWithSyndicate[]; total: number }> {
  const where: SQL[] = [participates(userId)];
  const term = options.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    where.push(
      or(
        sql`${syndicates.name} ilike ${pattern}`,
        exists(
          sql`(select 1 from ${chatMembers} join ${users} on ${users.id} = ${chatMembers.userId}
               where ${chatMembers.chatId} = ${chats.id}
                 and (${users.firstname} || ' ' || ${users.lastname}) ilike ${pattern})`,
        ),
      )!,
    );
  }
  const condition = and(...where);
  const lastActivity = sql`(select max(${messages.createdAt}) from ${messages} where ${messages.chatId} = ${chats.id} and ${messages.deletedAt} is null)`;
  const rows = await db
    .select({ chat: chats, syndicate: { id: syndicates.id, name: syndicates.name }, total: totalOver() })
    .from(chats)
    .innerJoin(syndicates, eq(syndicates.id, chats.syndicateId))
    .where(condition)
    .orderBy(sql`${lastActivity} desc nulls last`, desc(chats.id))
    .limit(options.paging.itemsPerPage)
    .offset(pageOffset(options.paging));
  const total = await pageTotal(rows, async () => {
    const [row] = await db
      .select({ total: count() })
      .from(chats)
      .innerJoin(syndicates, eq(syndicates.id, chats.syndicateId))
      .where(condition);
    return row?.total ?? 0;
  });
  return { items: rows.map(({ chat, syndicate }) => ({ chat, syndicate })), total };
}

/** One chat with its syndicate, or null. Access is the caller's policy decision. */
export async function findChat(db: Db, chatId: number): Promise<ChatWithSyndicate | null> {
  const [row] = await db
    .select({ chat: chats, syndicate: { id: syndicates.id, name: syndicates.name } })
    .from(chats)
    .innerJoin(syndicates, eq(syndicates.id, chats.syndicateId))
    .where(eq(chats.id, chatId))
    .limit(1);
  return row ?? null;
}

/** The facts the chat policy decides on: does the user take part, and their role in the chat's syndicate. */
export async function chatAccessOf(
  db: Db,
  userId: number | null,
  chat: Pick<Chat, 'id' | 'code' | 'syndicateId'>,
): Promise<ChatAccess> {
  if (userId === null) return { participant: false, syndicateRole: null };
  const [membership] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.syndicateId, chat.syndicateId)))
    .limit(1);
  const syndicateRole: SyndicateRole | null = membership?.role ?? null;
  if (chat.code === GROUP_CHAT_CODE && syndicateRole !== null) return { participant: true, syndicateRole };
  const [listed] = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, userId)))
    .limit(1);
  return { participant: listed !== undefined, syndicateRole };
}

const memberColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  roles: users.roles,
};
const ROLE_ORDER = sql`case ${memberships.role} when 'manager' then 0 when 'staff' then 1 else 2 end`;

/** Loads members, unread counts and newest message of several chats for one viewer, in a few batched queries. */
export async function chatDetails(
  db: Db,
  viewerId: number,
  list: readonly Chat[],
): Promise<Map<number, ChatDetails>> {
  const result = new Map<number, ChatDetails>();
  if (list.length === 0) return result;
  const ids = list.map((c) => c.id);
  for (const chat of list) result.set(chat.id, { members: [], unreadCount: 0, lastMessage: null });

  const listed = await db
    .select({ chatId: chatMembers.chatId, user: memberColumns })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(inArray(chatMembers.chatId, ids))
    .orderBy(asc(chatMembers.chatId), asc(users.id));
  for (const row of listed) result.get(row.chatId)!.members.push(row.user);

  // Group chats list the syndicate's people (managers and staff first), bounded.
  for (const chat of list.filter((c) => c.code === GROUP_CHAT_CODE)) {
    const people = await db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.syndicateId, chat.syndicateId))
      .orderBy(ROLE_ORDER, asc(users.id))
      .limit(CHAT_MEMBERS_SHOWN);
    const details = result.get(chat.id)!;
    const seen = new Set(details.members.map((m) => m.id));
    for (const person of people) if (!seen.has(person.id)) details.members.push(person);
    details.members = details.members.slice(0, CHAT_MEMBERS_SHOWN);
  }

  const unread = await db
    .select({ chatId: messages.chatId, n: count() })
    .from(messages)
    .where(and(inArray(messages.chatId, ids), unreadFor(viewerId)))
    .groupBy(messages.chatId);
  for (const row of unread) result.get(row.chatId)!.unreadCount = row.n;

  const newest = await db
    .selectDistinctOn([messages.chatId], {
      chatId: messages.chatId,
      id: messages.id,
      body: messages.body,
      createdAt: messages.createdAt,
      authorId: messages.authorId,
    })
    .from(messages)
    .where(and(inArray(messages.chatId, ids), isNull(messages.deletedAt)))
    .orderBy(messages.chatId, desc(messages.createdAt), desc(messages.id));
  for (const { chatId, ...message } of newest) result.get(chatId)!.lastMessage = message;
  return result;
}

/** A message with whether the viewer has read it. */
export interface MessageForViewer {
  message: Message;
  unread: boolean;
}

/** A page of a chat's live messages for a viewer, by creation time, optionally only (un)read ones. */
export async function listMessages(
  db: Db,
  chatId: number,
  viewerId: number,
  options: { order: 'asc' | 'desc'; unread?: boolean | undefined; paging: PagingQuery },
): Promise<{ items: MessageForViewer[]; total: number }> {
  const where: SQL[] = [eq(messages.chatId, chatId), isNull(messages.deletedAt)];
  if (options.unread === true) where.push(unreadFor(viewerId));
  if (options.unread === false) where.push(sql`not (${unreadFor(viewerId)})`);
  const condition = and(...where);
  const direction = options.order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      message: messages,
      unread: sql<boolean>`${unreadFor(viewerId)}`.mapWith(Boolean),
      total: totalOver(),
    })
    .from(messages)
    .where(condition)
    .orderBy(direction(messages.createdAt), direction(messages.id))
    .limit(options.paging.itemsPerPage)
    .offset(pageOffset(options.paging));
  const total = await pageTotal(rows, async () => {
    const [row] = await db.select({ total: count() }).from(messages).where(condition);
    return row?.total ?? 0;
  });
  return { items: rows.map(({ message, unread }) => ({ message, unread })), total };
}

/** One live (not deleted) message, or null. */
export async function findMessage(db: Db, messageId: number): Promise<Message | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether one message is unread for a viewer (socket payloads are per recipient). */
export async function isUnreadFor(
  db: Db,
  message: Pick<Message, 'id' | 'authorId' | 'deletedAt'>,
  viewerId: number,
): Promise<boolean> {
  if (message.authorId === viewerId || message.deletedAt) return false;
  const [read] = await db
    .select({ id: messageReads.messageId })
    .from(messageReads)
    .where(and(eq(messageReads.messageId, message.id), eq(messageReads.userId, viewerId)))
    .limit(1);
  return read === undefined;
}

/** Stores a new message (the body is already validated plain text). */
export async function createMessage(
  db: Db,
  chatId: number,
  authorId: number,
  body: string,
): Promise<Message> {
  const [row] = await db.insert(messages).values({ chatId, authorId, body }).returning();
  return row!;
}

/** Soft-deletes a message: it disappears from lists and unread counts; read receipts stay. */
export async function deleteMessage(db: Db, messageId: number): Promise<void> {
  await db.update(messages).set({ deletedAt: new Date() }).where(eq(messages.id, messageId));
}

/** Suspends (false) or re-opens (true) a chat; returns the updated row. */
export async function setChatEnabled(db: Db, chatId: number, enabled: boolean): Promise<Chat> {
  const [row] = await db.update(chats).set({ enabled }).where(eq(chats.id, chatId)).returning();
  return row!;
}

/**
 * Marks messages read for the user — only live messages of chats they take part in, never their own;
 * ids they may not see are silently skipped. Returns the messages now read (newly or already), by id.
 */
export async function markMessagesRead(
  db: Db,
  userId: number,
  messageIds: readonly number[],
): Promise<Array<{ id: number; chatId: number; newlyRead: boolean }>> {
  if (messageIds.length === 0) return [];
  const visible = await db
    .select({ id: messages.id, chatId: messages.chatId, authorId: messages.authorId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(inArray(messages.id, [...messageIds]), isNull(messages.deletedAt), participates(userId)))
    .orderBy(asc(messages.id));
  const others = visible.filter((m) => m.authorId !== userId);
  const inserted =
    others.length === 0
      ? []
      : await db
          .insert(messageReads)
          .values(others.map((m) => ({ messageId: m.id, userId })))
          .onConflictDoNothing()
          .returning({ id: messageReads.messageId });
  const fresh = new Set(inserted.map((r) => r.id));
  return visible.map((m) => ({ id: m.id, chatId: m.chatId, newlyRead: fresh.has(m.id) }));
}

/** The user's unread messages across every chat they take part in (SPEC §7 users/messages/unread). */
export async function unreadCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(participates(userId), unreadFor(userId)));
  return row?.n ?? 0;
}
