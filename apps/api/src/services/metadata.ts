/**
 * Reading SEO metadata per route path, so every page's title and Open Graph tags come from the back office.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import { metadata, type Metadata } from '../db/schema/index.js';

export interface MetadataListFilters {
  path?: string | undefined;
}

/** Lists metadata rows (exactly one route path when filtered), ordered by path, paged. */
export async function listMetadata(
  db: Db,
  filters: MetadataListFilters,
  paging: PagingQuery,
): Promise<{ items: Metadata[]; total: number }> {
  const where: SQL[] = [];
  if (filters.path !== undefined) where.push(eq(metadata.path, filters.path));
  const condition = and(...where);

  const [items, totals] = await Promise.all([
    db
      .select()
      .from(metadata)
      .where(condition)
      .orderBy(asc(metadata.path), asc(metadata.id))
      .limit(paging.itemsPerPage)
      .offset(pageOffset(paging)),
    db.select({ total: count() }).from(metadata).where(condition),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
