/** /api/admin/faqs: FAQ entries (place, published, order) with sanitised answers. Administrators only. */
import { adminFaqCreateSchema, adminFaqPatchSchema, type Faq as FaqJson } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { faqs, type Faq } from '../../db/schema/index.js';
import { booleanParam } from '../../lib/query.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { presentFaq } from '../../presenters/faq.js';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

type Patch = z.infer<typeof adminFaqPatchSchema>;
const toColumns = (body: Patch) => ({
  ...body,
  ...(body.answer !== undefined ? { answer: sanitizeRichText(body.answer) } : {}),
});

export default adminCrud<Faq, FaqJson, z.infer<typeof adminFaqCreateSchema>, Patch>({
  path: 'faqs',
  entity: 'faq',
  table: faqs,
  idColumn: faqs.id,
  audience: 'admin',
  sortable: { id: faqs.id, place: faqs.place, position: faqs.position, question: faqs.question },
  defaultOrder: { field: 'position', direction: 'asc' },
  search: [faqs.question, faqs.answer],
  filters: {
    shape: { place: z.string().max(60).optional(), published: booleanParam.optional() },
    where: (q) => [
      ...(q.place ? [eq(faqs.place, String(q.place))] : []),
      ...(q.published !== undefined ? [eq(faqs.published, q.published as boolean)] : []),
    ],
  },
  present: (rows) => rows.map(presentFaq),
  create: { schema: adminFaqCreateSchema, prepare: toColumns },
  update: { schema: adminFaqPatchSchema, prepare: toColumns },
  remove: {},
  events: contentEvents('faq'),
});
