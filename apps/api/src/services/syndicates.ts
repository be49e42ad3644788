/**
 * Reading syndicates: the public list (showOnSite, featured order, slug, id list) and a single
 * syndicate, with the facts derived from its horses, in one query per page.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horses, syndicates, type Syndicate } from '../db/schema/index.js';
import { pageOffset, type PagingQuery } from '@stride/shared';
import { pageTotal, totalOver } from '../lib/page-total.js';
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

/**
 * Per-syndicate horse facts as a lateral subquery, so a page of syndicates and the facts of their horses
 * come back in one query (indexed by horses.syndicate_id).
 */
function horseFactsLateral(db: Db) {
  return db
    .select({
      numberOfHorses: sql<number>`count(*)`.mapWith(Number).as('number_of_horses'),
      foalingDate: sql<string | null>`min(${horses.foalingDate})::text`.as('first_foaling_date'),
      sex: sql<string | null>`min(${horses.sex})`.as('first_sex'),
    })
    .from(horses)
    .where(eq(horses.syndicateId, syndicates.id))
    .as('horse_facts');
}

/** Turns the lateral subquery's columns into presenter facts (age and sex only for a single horse). */
function toFacts(row: { numberOfHorses: number; foalingDate: string | null; sex: string | null }): SyndicateHorseFacts {
  return {
    numberOfHorses: row.numberOfHorses,
    onlyHorse: row.numberOfHorses === 1 ? { foalingDate: row.foalingDate, sex: row.sex ?? '' } : null,
  };
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
  const facts = horseFactsLateral(db);
  const rows = await db
    .select({ syndicate: syndicates, facts: { numberOfHorses: facts.numberOfHorses, foalingDate: facts.foalingDate, sex: facts.sex }, total: totalOver() })
    .from(syndicates)
    .leftJoinLateral(facts, sql`true`)
    .where(condition)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, async () => {
    const [row] = await db.select({ total: count() }).from(syndicates).where(condition);
    return row?.total ?? 0;
  });
  return { items: rows.map((r) => ({ syndicate: r.syndicate, facts: toFacts(r.facts) })), total };
}

/** Loads one syndicate with its horse facts, or null. Visibility is the caller's policy decision. */
export async function findSyndicate(db: Db, id: number): Promise<SyndicateWithFacts | null> {
  const facts = horseFactsLateral(db);
  const [row] = await db
    .select({ syndicate: syndicates, facts: { numberOfHorses: facts.numberOfHorses, foalingDate: facts.foalingDate, sex: facts.sex } })
    .from(syndicates)
    .leftJoinLateral(facts, sql`true`)
    .where(eq(syndicates.id, id))
    .limit(1);
  return row ? { syndicate: row.syndicate, facts: toFacts(row.facts) } : null;
}
