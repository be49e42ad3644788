/**
 * Reading FAQs: the list of one place (home accordion, FAQ page) in the back office's order.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import { faqs, type Faq } from '../db/schema/index.js';

export interface FaqListFilters {
  place?: string | undefined;
  /** Already narrowed by the policy; undefined means published and unpublished alike. */
  published?: boolean | undefined;
}

/** Lists FAQs filtered by place and publication, ordered by position then id, paged. */
export async function listFaqs(
  db: Db,
  filters: FaqListFilters,
  paging: PagingQuery,
): Promise<{ items: Faq[]; total: number }> {
  const where: SQL[] = [];
  if (filters.place !== undefined) where.push(eq(faqs.place, filters.place));
  if (filters.published !== undefined) where.push(eq(faqs.published, filters.published));
  const condition = and(...where);

  const [items, totals] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(condition)
      .orderBy(asc(faqs.position), asc(faqs.id))
      .limit(paging.itemsPerPage)
      .offset(pageOffset(paging)),
    db.select({ total: count() }).from(faqs).where(condition),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
