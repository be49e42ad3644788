/**
 * Rows of a related table carried inside one query as JSON (`json_build_object` keyed by the Drizzle
 * property names), and read back through each column's own driver mapping — so a feed page can bring its
 * assets and horse entries in the page query itself instead of one more round trip each (decision 026).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `json_build_object('id', "t"."id", 'postId', "t"."post_id", …)` for every column of the table. */
export function jsonRow(table: PgTable): SQL {
  const parts = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/**
 * Turns one object built by jsonRow back into the table's row type: timestamps become Dates, bigints in
 * number mode numbers, exactly as a plain select of the table would answer.
 */
export function fromJsonRow<T extends PgTable>(table: T, value: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const raw = value[key];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row as T['$inferSelect'];
}
