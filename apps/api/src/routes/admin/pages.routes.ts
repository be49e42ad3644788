/** /api/admin/pages: static pages (slug, title, sanitised rich text, published). Administrators only. */
import { SLUG_TAKEN_MESSAGE, adminPageCreateSchema, adminPagePatchSchema } from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pages, type Page } from '../../db/schema/index.js';
import { booleanParam } from '../../lib/query.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { presentPage } from '../../presenters/page.js';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

type Patch = z.infer<typeof adminPagePatchSchema>;
const toColumns = (body: Patch) => ({
  ...body,
  ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
});

export default adminCrud<
  Page,
  ReturnType<typeof presentPage> & { published: boolean },
  z.infer<typeof adminPageCreateSchema>,
  Patch
>({
  path: 'pages',
  entity: 'page',
  table: pages,
  idColumn: pages.id,
  audience: 'admin',
  sortable: { id: pages.id, slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt },
  defaultOrder: { field: 'slug', direction: 'asc' },
  search: [pages.slug, pages.title],
  filters: {
    shape: { published: booleanParam.optional() },
    where: (q) => (q.published !== undefined ? [eq(pages.published, q.published as boolean)] : []),
  },
  present: (rows) => rows.map((row) => ({ ...presentPage(row), published: row.published })),
  create: { schema: adminPageCreateSchema, prepare: toColumns },
  update: { schema: adminPagePatchSchema, prepare: toColumns },
  remove: {},
  unique: { pages_slug_unique: { propertyPath: 'slug', message: SLUG_TAKEN_MESSAGE } },
  events: contentEvents('page'),
});
