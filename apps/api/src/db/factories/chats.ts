/** Chat (with members) and message factories. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  chatMembers,
  chats,
  messages,
  type Chat,
  type Message,
  type NewChat,
  type NewMessage,
} from '../schema/index.js';
import { nextSequence, one } from './sequence.js';
import { buildMembership, buildSyndicate } from './syndicates.js';
import { buildUser } from './users.js';

export type ChatWithMembers = Chat & { memberIds: number[] };

/**
 * Inserts a chat with its members. Without `memberIds`, one member of the syndicate is created.
 * The syndicate is created when `syndicateId` is not given.
 */
export async function buildChat(
  db: Db,
  overrides: Partial<NewChat> & { memberIds?: number[] } = {},
): Promise<ChatWithMembers> {
  const { memberIds: givenMembers, ...values } = overrides;
  const syndicateId = values.syndicateId ?? (await buildSyndicate(db)).id;
  const memberIds = givenMembers ?? [(await buildMembership(db, { syndicateId })).userId];
  const chat = one(
    await db
      .insert(chats)
      .values({ ...values, syndicateId })
      .returning(),
  );
  if (memberIds.length > 0) {
    await db.insert(chatMembers).values(memberIds.map((userId) => ({ chatId: chat.id, userId })));
  }
  return { ...chat, memberIds };
}

/** Inserts a message; the chat is created when not given, the author defaults to its first member. */
export async function buildMessage(db: Db, overrides: Partial<NewMessage> = {}): Promise<Message> {
  const n = nextSequence();
  const chatId = overrides.chatId ?? (await buildChat(db)).id;
  let authorId = overrides.authorId;
  if (authorId === undefined) {
    const [member] = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, chatId))
      .orderBy(chatMembers.userId)
      .limit(1);
    authorId = member?.userId ?? (await buildUser(db)).id;
  }
  return one(
    await db
      .insert(messages)
      .values({ body: `Message ${n}: see you at the races.`, ...overrides, chatId, authorId })
      .returning(),
  );
}
