/**
 * Reading syndicates: the public list (showOnSite, featured order, slug, id list) and a single
 * syndicate, with the facts derived from its horses loaded in one grouped query per page.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horses, syndicates, type Syndicate } from '../db/schema/index.js';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { SyndicateHorseFacts } from '../presenters/syndicate.js';

export interface SyndicateListFilters {
  showOnSite?: boolean | undefined;
  featured?: boolean | undefined;
  slug?: string | undefined;
  ids?: number[] | undefined;
  order: { field: 'name' | 'featuredOrder'; direction: 'asc' | 'desc' }[];
}

export interface SyndicateWithFacts {
  syndicate: Syndicate;
  facts: SyndicateHorseFacts;
}

/** Horse counts (and the only horse's age and sex) for a set of syndicates, in one query. */
export async function loadHorseFacts(db: Db, syndicateIds: number[]): Promise<Map<number, SyndicateHorseFacts>> {
  const facts = new Map<number, SyndicateHorseFacts>();
  if (syndicateIds.length === 0) return facts;
  const rows = await db
    .select({
      syndicateId: horses.syndicateId,
      total: count(),
      foalingDate: sql<string | null>`min(${horses.foalingDate})::text`,
      sex: sql<string>`min(${horses.sex})`,
    })
    .from(horses)
    .where(inArray(horses.syndicateId, syndicateIds))
    .groupBy(horses.syndicateId);
  for (const id of syndicateIds) facts.set(id, { numberOfHorses: 0, onlyHorse: null });
  for (const row of rows) {
    facts.set(row.syndicateId, {
      numberOfHorses: row.total,
      onlyHorse: row.total === 1 ? { foalingDate: row.foalingDate, sex: row.sex } : null,
    });
  }
  return facts;
}

/** Lists syndicates for the public site (only those shown on it), filtered, ordered and paged. */
export async function listPublicSyndicates(
  db: Db,
  filters: SyndicateListFilters,
  paging: PagingQuery,
): Promise<{ items: SyndicateWithFacts[]; total: number }> {
  const where: SQL[] = [eq(syndicates.showOnSite, true)];
  if (filters.featured !== undefined) where.push(eq(syndicates.featured, filters.featured));
  if (filters.slug !== undefined) where.push(eq(syndicates.slug, filters.slug));
  if (filters.ids) where.push(inArray(syndicates.id, filters.ids.length ? filters.ids : [-1]));
  const condition = and(...where);
  const orderBy = filters.order.map(({ field, direction }) => {
    const column = field === 'name' ? syndicates.name : syndicates.featuredOrder;
    return direction === 'asc' ? asc(column) : desc(column);
  });
  if (!filters.order.some((o) => o.field === 'name')) orderBy.push(asc(syndicates.name));
  orderBy.push(asc(syndicates.id));

  const limit = paging.itemsPerPage;
  const offset = pageOffset(paging);
  const [rows, totals] = await Promise.all([
    db.select().from(syndicates).where(condition).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(syndicates).where(condition),
  ]);
  const facts = await loadHorseFacts(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((syndicate) => ({ syndicate, facts: facts.get(syndicate.id)! })),
    total: totals[0]?.total ?? 0,
  };
}

/** Loads one syndicate with its horse facts, or null. Visibility is the caller's policy decision. */
export async function findSyndicate(db: Db, id: number): Promise<SyndicateWithFacts | null> {
  const [syndicate] = await db.select().from(syndicates).where(eq(syndicates.id, id)).limit(1);
  if (!syndicate) return null;
  const facts = await loadHorseFacts(db, [id]);
  return { syndicate, facts: facts.get(id)! };
}
