/**
 * Reading the contact form's reasons: the active ones in the back office's order, bounded.
 */
import { asc, eq } from 'drizzle-orm';
import { MAX_ITEMS_PER_PAGE } from '@stride/shared';
import type { Db } from '../db/client.js';
import { contactReasons, type ContactReason } from '../db/schema/index.js';

/** Lists active contact reasons by position then id; at most MAX_ITEMS_PER_PAGE, the list is not paged. */
export async function listActiveContactReasons(db: Db): Promise<ContactReason[]> {
  return db
    .select()
    .from(contactReasons)
    .where(eq(contactReasons.active, true))
    .orderBy(asc(contactReasons.position), asc(contactReasons.id))
    .limit(MAX_ITEMS_PER_PAGE);
}
