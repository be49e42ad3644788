/** The only way a contact message row becomes JSON: the sender's own message echoed back, reason as an IRI. */
import { iri } from '@stride/shared';
import type { ContactMessage } from '../db/schema/index.js';

/** JSON of a stored contact message. */
export interface ContactMessageJson {
  id: number;
  name: string;
  email: string;
  reason: string | null;
  comment: string;
  createdAt: string;
}

/** Presents a contact message to its sender. */
export function presentContactMessage(message: ContactMessage): ContactMessageJson {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    reason: message.reasonId === null ? null : iri('contact-us-reasons', message.reasonId),
    comment: message.comment,
    createdAt: message.createdAt.toISOString(),
  };
}
