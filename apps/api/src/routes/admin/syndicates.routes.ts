/**
 * /api/admin/syndicates: administrators create, edit and delete syndicates; managers see and edit the
 * syndicates they manage. Changes emit syndicate.* (sockets, public cache invalidation).
 */
import {
  SLUG_TAKEN_MESSAGE,
  adminSyndicateCreateSchema,
  adminSyndicatePatchSchema,
  type AdminSyndicateCreate,
  type AdminSyndicatePatch,
} from '@stride/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { horses, syndicates, type Syndicate } from '../../db/schema/index.js';
import { booleanParam } from '../../lib/query.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { presentSyndicate } from '../../presenters/syndicate.js';
import { adminCrud } from './crud.js';

/** The public syndicate plus what the console edits (stored keys; null theme = the default). */
type AdminSyndicateJson = Omit<ReturnType<typeof presentSyndicate>, 'themeColour' | 'themeFont'> & {
  logoKey: string | null;
  backgroundImageKey: string | null;
  themeColour: string | null;
  themeFont: string | null;
};

/** API field names → columns (the JSON speaks of pricePerShare, the table of cents). */
function toColumns(body: AdminSyndicatePatch): Partial<typeof syndicates.$inferInsert> {
  const { pricePerShare, description, ...rest } = body;
  const values: Partial<typeof syndicates.$inferInsert> = { ...rest };
  if (pricePerShare !== undefined) values.pricePerShareCents = pricePerShare;
  if (description !== undefined) values.description = sanitizeRichText(description);
  if (values.countryCode) values.countryCode = values.countryCode.toUpperCase();
  return values;
}

export default adminCrud<Syndicate, AdminSyndicateJson, AdminSyndicateCreate, AdminSyndicatePatch>({
  path: 'syndicates',
  entity: 'syndicate',
  table: syndicates,
  idColumn: syndicates.id,
  audience: 'back-office',
  sortable: {
    id: syndicates.id,
    name: syndicates.name,
    slug: syndicates.slug,
    featuredOrder: syndicates.featuredOrder,
    countryCode: syndicates.countryCode,
    createdAt: syndicates.createdAt,
  },
  defaultOrder: { field: 'name', direction: 'asc' },
  search: [syndicates.name, syndicates.slug, syndicates.trainer],
  filters: {
    shape: {
      showOnSite: booleanParam.optional(),
      featured: booleanParam.optional(),
      stride: booleanParam.optional(),
      countryCode: z.string().max(2).optional(),
    },
    where: (q) => [
      ...(q.showOnSite !== undefined ? [eq(syndicates.showOnSite, q.showOnSite as boolean)] : []),
      ...(q.featured !== undefined ? [eq(syndicates.featured, q.featured as boolean)] : []),
      ...(q.stride !== undefined ? [eq(syndicates.stride, q.stride as boolean)] : []),
      ...(q.countryCode ? [eq(syndicates.countryCode, String(q.countryCode).toUpperCase())] : []),
    ],
  },
  scopeWhere: (ids) => inArray(syndicates.id, ids.length ? [...ids] : [-1]),
  syndicateOf: (row) => row.id,
  present: async (rows, app) => {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await app.db
          .select({ id: horses.syndicateId, n: count() })
          .from(horses)
          .where(inArray(horses.syndicateId, ids))
          .groupBy(horses.syndicateId)
      : [];
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((row) => ({
      ...presentSyndicate(
        row,
        { numberOfHorses: byId.get(row.id) ?? 0, onlyHorse: null },
        { origin: app.env.API_ORIGIN },
      ),
      // The console edits the stored keys; the public shape only has URLs.
      logoKey: row.logoKey,
      backgroundImageKey: row.backgroundImageKey,
      themeColour: row.themeColour,
      themeFont: row.themeFont,
    }));
  },
  create: { schema: adminSyndicateCreateSchema, prepare: (body) => toColumns(body) },
  update: { schema: adminSyndicatePatchSchema, managers: true, prepare: (patch) => toColumns(patch) },
  remove: {},
  unique: { syndicates_slug_unique: { propertyPath: 'slug', message: SLUG_TAKEN_MESSAGE } },
  events: {
    created: (row, app) => app.events.emit('syndicate.created', { syndicateId: row.id }),
    updated: (_before, after, app) => app.events.emit('syndicate.updated', { syndicateId: after.id }),
    removed: (row, app) => app.events.emit('syndicate.removed', { syndicateId: row.id }),
  },
});
