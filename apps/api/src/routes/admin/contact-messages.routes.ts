/** /api/admin/contact-messages: messages from the contact form, marked read or unread. Administrators only. */
import { adminContactMessagePatchSchema } from '@stride/shared';
import { isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { contactMessages, type ContactMessage } from '../../db/schema/index.js';
import { booleanParam, referenceParam } from '../../lib/query.js';
import { eq } from 'drizzle-orm';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  reasonId: number | null;
  comment: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export default adminCrud<
  ContactMessage,
  AdminContactMessage,
  never,
  z.infer<typeof adminContactMessagePatchSchema>
>({
  path: 'contact-messages',
  entity: 'contactMessage',
  table: contactMessages,
  idColumn: contactMessages.id,
  audience: 'admin',
  sortable: {
    id: contactMessages.id,
    createdAt: contactMessages.createdAt,
    name: contactMessages.name,
    email: contactMessages.email,
  },
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  search: [contactMessages.name, contactMessages.email, contactMessages.comment],
  filters: {
    shape: { read: booleanParam.optional(), 'reason.id': referenceParam('contact-us-reasons').optional() },
    where: (q) => [
      ...(q.read === true
        ? [isNotNull(contactMessages.readAt)]
        : q.read === false
          ? [isNull(contactMessages.readAt)]
          : []),
      ...(q['reason.id'] !== undefined ? [eq(contactMessages.reasonId, q['reason.id'] as number)] : []),
    ],
  },
  present: (rows) =>
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      reasonId: row.reasonId,
      comment: row.comment,
      read: row.readAt !== null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  update: {
    schema: adminContactMessagePatchSchema,
    prepare: (patch, row) =>
      patch.read === undefined ? {} : { readAt: patch.read ? (row.readAt ?? new Date()) : null },
  },
  remove: {},
  events: contentEvents('contactMessage'),
});
