/**
 * Paged lists carry their total in the page query itself (`count(*) over()`), saving a round trip per
 * list request — on embedded PGlite every query has a fixed cost of a few milliseconds. Only a page past
 * the end (no rows, so no total) needs a separate count.
 */
import { sql } from 'drizzle-orm';

/** The select field to add to a page query: the total number of rows matching its WHERE clause. */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/** Total of a page query's rows, asking `count()` only when the page came back empty. */
export async function pageTotal(rows: readonly { total: number }[], count: () => Promise<number>): Promise<number> {
  return rows.length > 0 ? rows[0]!.total : count();
}
