/**
 * Race day (issue 15, decision 021): feed providers' API keys for race data imports, the upcoming race
 * alerts already sent (one row per declared entry and alert kind: the claim that makes an alert go out
 * once across every API instance), chat messages waiting for a member's stable-message e-mail, and
 * updates scheduled to publish at a chosen time.
 */
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';
import { messages } from './chats.js';
import { horseEntries } from './horses.js';
import { posts } from './posts.js';
import { syndicates } from './syndicates.js';
import { users } from './users.js';

/** A feed provider's key for one syndicate; only its SHA-256 is stored, the key is shown once. */
export const raceDataApiKeys = pgTable(
  'race_data_api_keys',
  {
    id: idColumn(),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** First characters of the key, to tell keys apart in the back office. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Who created it: imports through the key are published in their name. */
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    unique('race_data_api_keys_hash_unique').on(t.keyHash),
    index('race_data_api_keys_syndicate_idx').on(t.syndicateId),
  ],
);

/** An upcoming race alert sent for a declared entry: `evening` (the day before) or `soon` (~2 h before). */
export const raceAlertDeliveries = pgTable(
  'race_alert_deliveries',
  {
    horseEntryId: integer('horse_entry_id')
      .notNull()
      .references(() => horseEntries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'race_alert_deliveries_pk', columns: [t.horseEntryId, t.kind] })],
);

/** A chat message waiting for the recipient's next stable-message e-mail. */
export const stableMessageMailItems = pgTable(
  'stable_message_mail_items',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    mailedAt: timestamptz('mailed_at'),
  },
  (t) => [
    unique('stable_message_mail_items_user_message_unique').on(t.userId, t.messageId),
    index('stable_message_mail_items_pending_idx').on(t.userId, t.mailedAt),
  ],
);

/** An update that publishes itself at `publishAt` (chosen in Europe/Dublin time, stored as an instant). */
export const scheduledPublications = pgTable('scheduled_publications', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  publishAt: timestamptz('publish_at').notNull(),
  scheduledById: integer('scheduled_by_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});

export type RaceDataApiKey = typeof raceDataApiKeys.$inferSelect;
