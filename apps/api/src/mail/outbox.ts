/**
 * The one way the API sends e-mail: `sendMail` writes the message to the `mail_outbox` table (inside the
 * caller's transaction when given one, so a mail exists exactly when the change that caused it does).
 * Delivery is separate (delivery.ts): with SMTP_URL a worker sends pending rows; without it they stay in
 * the outbox, which is what development and tests read.
 */
import type { Db, Tx } from '../db/client.js';
import { mailOutbox, type MailOutbox } from '../db/schema/index.js';
import type { RenderedMail } from './templates/layout.js';

/** Longest subject stored; SMTP servers fold longer headers and mail clients cut them anyway. */
const SUBJECT_MAX_LENGTH = 250;

export interface OutgoingMail extends RenderedMail {
  /** One recipient address per outbox row. */
  to: string;
}

/** Queues one e-mail for delivery; returns the outbox row. */
export async function sendMail(db: Db | Tx, mail: OutgoingMail): Promise<MailOutbox> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, SUBJECT_MAX_LENGTH),
      html: mail.html,
      text: mail.text,
      template: mail.template,
    })
    .returning();
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row;
}
