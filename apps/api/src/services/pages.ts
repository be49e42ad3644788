/**
 * Reading static pages (SPEC §3 static page slugs): the list the web app preloads and one page by slug.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import { pages, type Page } from '../db/schema/index.js';

export interface PageListFilters {
  slug?: string | undefined;
  /** Set by the policy: true limits the list to published pages. */
  publishedOnly: boolean;
}

/** Lists static pages filtered by slug and publication, ordered by slug, paged. */
export async function listPages(
  db: Db,
  filters: PageListFilters,
  paging: PagingQuery,
): Promise<{ items: Page[]; total: number }> {
  const where: SQL[] = [];
  if (filters.slug !== undefined) where.push(eq(pages.slug, filters.slug));
  if (filters.publishedOnly) where.push(eq(pages.published, true));
  const condition = and(...where);

  const [items, totals] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(condition)
      .orderBy(asc(pages.slug), asc(pages.id))
      .limit(paging.itemsPerPage)
      .offset(pageOffset(paging)),
    db.select({ total: count() }).from(pages).where(condition),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Loads one page by slug, or null. Visibility is the caller's policy decision. */
export async function findPageBySlug(db: Db, slug: string): Promise<Page | null> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row ?? null;
}
