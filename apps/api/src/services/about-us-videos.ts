/**
 * Reading the about-us videos list: the whole list in the back office's order, bounded.
 */
import { asc } from 'drizzle-orm';
import { MAX_ITEMS_PER_PAGE } from '@stride/shared';
import type { Db } from '../db/client.js';
import { aboutUsVideos, type AboutUsVideo } from '../db/schema/index.js';

/** Lists about-us videos by position then id; at most MAX_ITEMS_PER_PAGE, the list is not paged. */
export async function listAboutUsVideos(db: Db): Promise<AboutUsVideo[]> {
  return db
    .select()
    .from(aboutUsVideos)
    .orderBy(asc(aboutUsVideos.position), asc(aboutUsVideos.id))
    .limit(MAX_ITEMS_PER_PAGE);
}
