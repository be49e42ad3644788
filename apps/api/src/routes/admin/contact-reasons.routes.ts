/** /api/admin/contact-reasons: the contact form's reason choices. Administrators only. */
import { adminContactReasonCreateSchema, adminContactReasonPatchSchema } from '@stride/shared';
import type { z } from 'zod';
import { contactReasons, type ContactReason } from '../../db/schema/index.js';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

export default adminCrud<
  ContactReason,
  ContactReason,
  z.infer<typeof adminContactReasonCreateSchema>,
  z.infer<typeof adminContactReasonPatchSchema>
>({
  path: 'contact-reasons',
  entity: 'contactReason',
  table: contactReasons,
  idColumn: contactReasons.id,
  audience: 'admin',
  sortable: { id: contactReasons.id, label: contactReasons.label, position: contactReasons.position },
  defaultOrder: { field: 'position', direction: 'asc' },
  search: [contactReasons.label],
  present: (rows) => rows,
  create: { schema: adminContactReasonCreateSchema, prepare: (body) => body },
  update: { schema: adminContactReasonPatchSchema, prepare: (patch) => patch },
  remove: {},
  events: contentEvents('contactReason'),
});
