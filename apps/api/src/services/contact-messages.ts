/**
 * Contact-form messages (SPEC §2 /contact-us, §7 POST contact-us-messages): stored for the back office and
 * mailed to the team through the outbox, in one transaction so a stored message always has its mail.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  contactMessages,
  contactReasons,
  type ContactMessage,
  type ContactReason,
} from '../db/schema/index.js';
import { sendMail } from '../mail/outbox.js';
import { contactMessageMail } from '../mail/templates/contact-message.js';

export interface NewContactMessageInput {
  name: string;
  email: string;
  reasonId: number;
  comment: string;
}

export type ContactMessageResult =
  { ok: true; message: ContactMessage; reason: ContactReason } | { ok: false; problem: 'unknown-reason' };

/** Stores a message with an active reason and queues the team's e-mail; an inactive or unknown reason is refused. */
export async function createContactMessage(
  db: Db,
  input: NewContactMessageInput,
  teamAddress: string,
): Promise<ContactMessageResult> {
  return db.transaction(async (tx) => {
    const [reason] = await tx
      .select()
      .from(contactReasons)
      .where(and(eq(contactReasons.id, input.reasonId), eq(contactReasons.active, true)))
      .limit(1);
    if (!reason) return { ok: false, problem: 'unknown-reason' } as const;
    const [message] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, reasonId: reason.id, comment: input.comment })
      .returning();
    if (!message) throw new Error('contact_messages insert returned no row');
    await sendMail(tx, {
      to: teamAddress,
      ...contactMessageMail({
        name: message.name,
        email: message.email,
        reason: reason.label,
        comment: message.comment,
      }),
    });
    return { ok: true, message, reason } as const;
  });
}
