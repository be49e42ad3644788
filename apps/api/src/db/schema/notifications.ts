/** Notification delivery: posts waiting to reach a member in their next batched e-mail (decision 012). */
import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';
import { posts } from './posts.js';
import { users } from './users.js';

export const emailNotificationItems = pgTable(
  'email_notification_items',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Set when the e-mail carrying this post was written to the outbox. */
    mailedAt: timestamptz('mailed_at'),
  },
  (t) => [
    unique('email_notification_items_user_post_unique').on(t.userId, t.postId),
    index('email_notification_items_pending_idx').on(t.userId, t.mailedAt),
  ],
);

export type EmailNotificationItem = typeof emailNotificationItems.$inferSelect;
