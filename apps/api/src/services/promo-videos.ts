/**
 * Reading promo videos (home page hero): the newest first, and one by id.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import { promoVideos, type PromoVideo } from '../db/schema/index.js';

export interface PromoVideoListFilters {
  /** Set by the policy: true limits the list to active videos. */
  activeOnly: boolean;
}

/** Lists promo videos, newest first, paged. */
export async function listPromoVideos(
  db: Db,
  filters: PromoVideoListFilters,
  paging: PagingQuery,
): Promise<{ items: PromoVideo[]; total: number }> {
  const where: SQL[] = [];
  if (filters.activeOnly) where.push(eq(promoVideos.active, true));
  const condition = and(...where);

  const [items, totals] = await Promise.all([
    db
      .select()
      .from(promoVideos)
      .where(condition)
      .orderBy(desc(promoVideos.createdAt), desc(promoVideos.id))
      .limit(paging.itemsPerPage)
      .offset(pageOffset(paging)),
    db.select({ total: count() }).from(promoVideos).where(condition),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Loads one promo video, or null. Visibility is the caller's policy decision. */
export async function findPromoVideo(db: Db, id: number): Promise<PromoVideo | null> {
  const [row] = await db.select().from(promoVideos).where(eq(promoVideos.id, id)).limit(1);
  return row ?? null;
}
