/**
 * Reading syndicate horse entries: the entries of a feed page (one query for any number of posts) and
 * the entries-and-declarations list (upcoming, results or a date range), each with its horse and
 * syndicate. Writing entries belongs to the publishing API.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import { horseEntries, horses, posts, syndicates, type HorseEntry } from '../db/schema/index.js';

/** An entry with the names its presenter shows. */
export interface HorseEntryRow {
  entry: HorseEntry;
  horse: { id: number; name: string; slug: string };
  syndicate: { id: number; name: string };
}

const columns = {
  entry: horseEntries,
  horse: { id: horses.id, name: horses.name, slug: horses.slug },
  syndicate: { id: syndicates.id, name: syndicates.name },
};

/** Entries by id or by announcing post id (the two ways a post and an entry are linked). */
export async function listEntriesByIds(
  db: Db,
  refs: { ids: number[]; postIds: number[] },
): Promise<HorseEntryRow[]> {
  const where: SQL[] = [];
  if (refs.ids.length > 0) where.push(inArray(horseEntries.id, refs.ids));
  if (refs.postIds.length > 0) where.push(inArray(horseEntries.postId, refs.postIds));
  if (where.length === 0) return [];
  return db
    .select(columns)
    .from(horseEntries)
    .innerJoin(horses, eq(horses.id, horseEntries.horseId))
    .innerJoin(syndicates, eq(syndicates.id, horseEntries.syndicateId))
    .where(or(...where));
}

export interface EntryListFilters {
  /** Syndicates whose entries may be listed (null = all, for administrators). */
  syndicateIds: number[] | null;
  /** Syndicates whose entries announced by unpublished posts may be listed too (staff, managers). */
  draftSyndicateIds: number[] | null;
  horseId?: number | undefined;
  /** Races from now on that are not results, soonest first. */
  upcoming?: boolean | undefined;
  /** Results, most recent first. */
  results?: boolean | undefined;
  after?: Date | undefined;
  before?: Date | undefined;
  order?: 'asc' | 'desc' | undefined;
  now?: Date;
}

/**
 * An entry announced by a post that members may not see yet (draft, failed upload, deleted) stays hidden
 * from them; entries without a post, or with a published one, are visible.
 */
function hiddenDraftCondition(): SQL {
  return sql`exists (select 1 from ${posts} where (${posts.id} = ${horseEntries.postId} or ${posts.horseEntryId} = ${horseEntries.id}) and (${posts.publicationStatus} <> 'published' or ${posts.deletedAt} is not null))
    and not exists (select 1 from ${posts} where (${posts.id} = ${horseEntries.postId} or ${posts.horseEntryId} = ${horseEntries.id}) and ${posts.publicationStatus} = 'published' and ${posts.deletedAt} is null)`;
}

/** Lists entries of the allowed syndicates, filtered and paged (one query, plus a count past the end). */
export async function listHorseEntries(
  db: Db,
  filters: EntryListFilters,
  paging: PagingQuery,
): Promise<{ items: HorseEntryRow[]; total: number }> {
  const where: SQL[] = [];
  if (filters.syndicateIds !== null) {
    if (filters.syndicateIds.length === 0) return { items: [], total: 0 };
    where.push(inArray(horseEntries.syndicateId, filters.syndicateIds));
  }
  if (filters.draftSyndicateIds !== null) {
    const hidden = hiddenDraftCondition();
    where.push(
      filters.draftSyndicateIds.length > 0
        ? sql`(${inArray(horseEntries.syndicateId, filters.draftSyndicateIds)} or not (${hidden}))`
        : sql`not (${hidden})`,
    );
  }
  const now = filters.now ?? new Date();
  if (filters.horseId !== undefined) where.push(eq(horseEntries.horseId, filters.horseId));
  if (filters.upcoming) where.push(gte(horseEntries.raceAt, now), ne(horseEntries.updateType, 'Result'));
  if (filters.results) where.push(eq(horseEntries.updateType, 'Result'));
  if (filters.after) where.push(gte(horseEntries.raceAt, filters.after));
  if (filters.before) where.push(lte(horseEntries.raceAt, filters.before));
  const condition = where.length > 0 ? and(...where) : undefined;
  const direction = (filters.order ?? (filters.upcoming ? 'asc' : 'desc')) === 'asc' ? asc : desc;

  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(horseEntries)
    .innerJoin(horses, eq(horses.id, horseEntries.horseId))
    .innerJoin(syndicates, eq(syndicates.id, horseEntries.syndicateId))
    .where(condition)
    .orderBy(direction(horseEntries.raceAt), direction(horseEntries.id))
    .limit(paging.itemsPerPage)
    .offset(pageOffset(paging));
  const total =
    rows.length > 0
      ? rows[0]!.total
      : ((await db.select({ total: count() }).from(horseEntries).where(condition))[0]?.total ?? 0);
  return { items: rows.map(({ entry, horse, syndicate }) => ({ entry, horse, syndicate })), total };
}
