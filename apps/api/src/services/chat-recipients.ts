/**
 * Who hears about a chat over the socket, and what each of them sees (the websockets processor's side
 * of services/chats.ts): participants, their unread counts of one chat, who has read one message.
 */
import { GROUP_CHAT_CODE } from '@stride/shared';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatMembers, memberships, messageReads, messages, type Chat } from '../db/schema/index.js';

/** The ids of everyone taking part in a chat (socket recipients). */
export async function participantIds(
  db: Db,
  chat: Pick<Chat, 'id' | 'code' | 'syndicateId'>,
): Promise<number[]> {
  const listed = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chat.id));
  const ids = new Set(listed.map((r) => r.id));
  if (chat.code === GROUP_CHAT_CODE) {
    const members = await db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(eq(memberships.syndicateId, chat.syndicateId));
    for (const m of members) ids.add(m.id);
  }
  return [...ids];
}

/**
 * Unread counts of one chat for many users at once (ChatCreate/ChatUpdate fan-out): live messages by
 * others minus the ones each user has read — two grouped queries whatever the number of users.
 */
export async function unreadCountsInChat(
  db: Db,
  chatId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return result;
  const live = and(eq(messages.chatId, chatId), isNull(messages.deletedAt));
  const byAuthor = await db
    .select({ authorId: messages.authorId, n: count() })
    .from(messages)
    .where(live)
    .groupBy(messages.authorId);
  const totalLive = byAuthor.reduce((sum, row) => sum + row.n, 0);
  const own = new Map(byAuthor.map((row) => [row.authorId, row.n]));
  const reads = await db
    .select({ userId: messageReads.userId, n: count() })
    .from(messageReads)
    .innerJoin(messages, eq(messages.id, messageReads.messageId))
    .where(and(live, inArray(messageReads.userId, [...userIds]), ne(messages.authorId, messageReads.userId)))
    .groupBy(messageReads.userId);
  const read = new Map(reads.map((row) => [row.userId, row.n]));
  for (const id of userIds) result.set(id, Math.max(0, totalLive - (own.get(id) ?? 0) - (read.get(id) ?? 0)));
  return result;
}

/** Which of the users have read the message (MessageUpdate fan-out computes `unread` per recipient). */
export async function readersOf(db: Db, messageId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: messageReads.userId })
    .from(messageReads)
    .where(and(eq(messageReads.messageId, messageId), inArray(messageReads.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}
