/** The chat aggregate: chats per syndicate, their members, messages and read receipts. */
import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';
import { syndicates } from './syndicates.js';
import { users } from './users.js';

export const chats = pgTable(
  'chats',
  {
    id: idColumn(),
    /** `all` marks the syndicate-wide group chat; null for a member ↔ stable chat. */
    code: text('code'),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    /** False while a manager has suspended the chat. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // NULL codes are distinct, so only the coded (group) chats are unique per syndicate.
    unique('chats_syndicate_code_unique').on(t.syndicateId, t.code),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'chat_members_pk', columns: [t.chatId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('messages_chat_created_at_idx').on(
      t.chatId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A message read by a user; absence means unread (SPEC §4). */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_reads_pk', columns: [t.messageId, t.userId] }),
    index('message_reads_user_idx').on(t.userId),
  ],
);

export type Chat = typeof chats.$inferSelect;
export type NewChat = typeof chats.$inferInsert;
export type ChatMember = typeof chatMembers.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type MessageRead = typeof messageReads.$inferSelect;
