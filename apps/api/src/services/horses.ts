/**
 * Reading horses: the public list (featured, by syndicate, by name) and a single horse, each with its
 * syndicate, in one query per page (plus a count only for a page past the end).
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horses, syndicates, type Horse } from '../db/schema/index.js';
import { pageOffset, type PagingQuery } from '@stride/shared';
import { pageTotal, totalOver } from '../lib/page-total.js';

export interface HorseListFilters {
  featured?: boolean | undefined;
  syndicateId?: number | undefined;
  ids?: number[] | undefined;
  order: { field: 'name' | 'featuredOrder'; direction: 'asc' | 'desc' }[];
  /**
   * Members' horses: only these syndicates, whether shown on the site or not (instead of the public
   * "shown on site" rule). The route fills it from the caller's memberships.
   */
  ofSyndicates?: number[] | undefined;
}

export interface HorseWithSyndicate {
  horse: Horse;
  syndicate: { id: number; slug: string | null; name: string; showOnSite: boolean };
}

const syndicateColumns = {
  id: syndicates.id,
  slug: syndicates.slug,
  name: syndicates.name,
  showOnSite: syndicates.showOnSite,
};

/**
 * Lists horses of syndicates shown on the site — or of `ofSyndicates` (members' horses) — filtered,
 * ordered (name by default) and paged.
 */
export async function listPublicHorses(
  db: Db,
  filters: HorseListFilters,
  paging: PagingQuery,
): Promise<{ items: HorseWithSyndicate[]; total: number }> {
  const where: SQL[] = [
    filters.ofSyndicates
      ? inArray(horses.syndicateId, filters.ofSyndicates.length ? filters.ofSyndicates : [-1])
      : eq(syndicates.showOnSite, true),
  ];
  if (filters.featured !== undefined) where.push(eq(horses.featured, filters.featured));
  if (filters.syndicateId !== undefined) where.push(eq(horses.syndicateId, filters.syndicateId));
  if (filters.ids) where.push(inArray(horses.id, filters.ids.length ? filters.ids : [-1]));
  const condition = and(...where);

  const orderBy = filters.order.map(({ field, direction }) => {
    const column = field === 'name' ? horses.name : horses.featuredOrder;
    return direction === 'asc' ? asc(column) : desc(column);
  });
  if (!filters.order.some((o) => o.field === 'name')) orderBy.push(asc(horses.name));
  orderBy.push(asc(horses.id));

  const limit = paging.itemsPerPage;
  const offset = pageOffset(paging);
  const rows = await db
    .select({ horse: horses, syndicate: syndicateColumns, total: totalOver() })
    .from(horses)
    .innerJoin(syndicates, eq(horses.syndicateId, syndicates.id))
    .where(condition)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, async () => {
    const [row] = await db
      .select({ total: count() })
      .from(horses)
      .innerJoin(syndicates, eq(horses.syndicateId, syndicates.id))
      .where(condition);
    return row?.total ?? 0;
  });
  return { items: rows.map(({ horse, syndicate }) => ({ horse, syndicate })), total };
}

/** Loads one horse with its syndicate, or null. Visibility is the caller's policy decision. */
export async function findHorse(db: Db, id: number): Promise<HorseWithSyndicate | null> {
  const [row] = await db
    .select({ horse: horses, syndicate: syndicateColumns })
    .from(horses)
    .innerJoin(syndicates, eq(horses.syndicateId, syndicates.id))
    .where(eq(horses.id, id))
    .limit(1);
  return row ?? null;
}
