/** Inbound contact from the public site: newsletter subscribers and contact-form messages. */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';
import { lower } from './users.js';

export const subscribers = pgTable(
  'subscribers',
  {
    id: idColumn(),
    email: text('email').notNull(),
    holdingSubscriber: boolean('holding_subscriber').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_lower_unique').on(lower(t.email))],
);

/** Choices of the contact form's reason select. */
export const contactReasons = pgTable('contact_reasons', {
  id: idColumn(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    reasonId: integer('reason_id').references(() => contactReasons.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export type Subscriber = typeof subscribers.$inferSelect;
export type NewSubscriber = typeof subscribers.$inferInsert;
export type ContactReason = typeof contactReasons.$inferSelect;
export type NewContactReason = typeof contactReasons.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
