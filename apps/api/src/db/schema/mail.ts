/** Outgoing e-mail: every message is written here first, then sent (or kept, in development). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Name of the react-email template that rendered it. */
    template: text('template'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt)],
);

export type MailOutbox = typeof mailOutbox.$inferSelect;
export type NewMailOutbox = typeof mailOutbox.$inferInsert;
