/**
 * /api/admin/horses: horses with pedigree, statistics, featured order, pedigree analysis and trainer
 * thoughts. Managers work on the horses of the syndicates they manage (and may only move a horse between
 * those). Changes emit horse.* (sockets, public cache invalidation, home page order).
 */
import {
  adminHorseCreateSchema,
  adminHorsePatchSchema,
  type AdminHorseCreate,
  type AdminHorsePatch,
  type Horse as HorseJson,
  type Pedigree,
} from '@stride/shared';
import { eq, inArray } from 'drizzle-orm';
import { horses, syndicates, type Horse } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/http-errors.js';
import { booleanParam, referenceParam } from '../../lib/query.js';
import { presentHorse } from '../../presenters/horse.js';
import { adminCrud, type WriteContext } from './crud.js';

/** URL segment from a horse name (`Galway Breeze` → `galway-breeze`). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'horse';
}

async function assertSyndicateExists(ctx: WriteContext, syndicateId: number): Promise<void> {
  const [found] = await ctx.db
    .select({ id: syndicates.id })
    .from(syndicates)
    .where(eq(syndicates.id, syndicateId));
  if (!found) throw unprocessable([{ propertyPath: 'syndicateId', message: 'Please choose a syndicate' }]);
}

function toColumns(body: AdminHorsePatch): Partial<typeof horses.$inferInsert> {
  const { prizeMoney, pedigree, ...rest } = body;
  const values: Partial<typeof horses.$inferInsert> = { ...rest };
  if (prizeMoney !== undefined) values.prizeMoneyCents = prizeMoney;
  if (pedigree !== undefined)
    values.pedigree = pedigree === null ? null : (pedigree as Partial<Pedigree> as Pedigree);
  return values;
}

export default adminCrud<Horse, HorseJson & { imageKey: string | null }, AdminHorseCreate, AdminHorsePatch>({
  path: 'horses',
  entity: 'horse',
  table: horses,
  idColumn: horses.id,
  audience: 'back-office',
  sortable: {
    id: horses.id,
    name: horses.name,
    featuredOrder: horses.featuredOrder,
    syndicateId: horses.syndicateId,
    wins: horses.wins,
    runs: horses.runs,
    createdAt: horses.createdAt,
  },
  defaultOrder: { field: 'name', direction: 'asc' },
  search: [horses.name, horses.sire, horses.dam, horses.trainer],
  filters: {
    shape: { 'syndicate.id': referenceParam('syndicates').optional(), featured: booleanParam.optional() },
    where: (q) => [
      ...(q['syndicate.id'] !== undefined ? [eq(horses.syndicateId, q['syndicate.id'] as number)] : []),
      ...(q.featured !== undefined ? [eq(horses.featured, q.featured as boolean)] : []),
    ],
  },
  scopeWhere: (ids) => inArray(horses.syndicateId, ids.length ? [...ids] : [-1]),
  syndicateOf: (row) => row.syndicateId,
  present: async (rows, app) => {
    const ids = [...new Set(rows.map((r) => r.syndicateId))];
    const found = ids.length
      ? await app.db
          .select({ id: syndicates.id, slug: syndicates.slug, name: syndicates.name })
          .from(syndicates)
          .where(inArray(syndicates.id, ids))
      : [];
    const byId = new Map(found.map((s) => [s.id, s]));
    return rows.map((row) => ({
      ...presentHorse(row, byId.get(row.syndicateId) ?? { id: row.syndicateId, slug: null, name: '' }, {
        origin: app.env.API_ORIGIN,
      }),
      imageKey: row.imageKey,
    }));
  },
  create: {
    schema: adminHorseCreateSchema,
    managers: true,
    prepare: async (body, ctx) => {
      await assertSyndicateExists(ctx, body.syndicateId);
      return { ...toColumns(body), slug: body.slug ?? slugify(body.name) };
    },
  },
  update: {
    schema: adminHorsePatchSchema,
    managers: true,
    prepare: async (patch, _row, ctx) => {
      if (patch.syndicateId !== undefined) await assertSyndicateExists(ctx, patch.syndicateId);
      const values = toColumns(patch);
      if (patch.name !== undefined && patch.slug === undefined) values.slug = slugify(patch.name);
      return values;
    },
  },
  remove: { managers: true },
  events: {
    created: (row, app) =>
      app.events.emit('horse.created', { horseId: row.id, syndicateId: row.syndicateId }),
    updated: (before, after, app) =>
      app.events.emit('horse.updated', {
        horseId: after.id,
        syndicateId: after.syndicateId,
        previousSyndicateId: before.syndicateId,
      }),
    removed: (row, app) =>
      app.events.emit('horse.removed', { horseId: row.id, syndicateId: row.syndicateId }),
  },
});
