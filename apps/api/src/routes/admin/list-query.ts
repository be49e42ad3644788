/**
 * The query every back-office list accepts: SPEC-style paging (hard upper bound), `q` full-text-ish
 * search, `order[field]=asc|desc` for the resource's sortable fields, and the resource's own filters.
 */
import { pagingQuerySchema } from '@stride/shared';
import { z } from 'zod';
import { orderParam } from '../../lib/query.js';

/** Default page size of back-office lists (react-admin asks for its own; the ceiling is shared). */
export const ADMIN_ITEMS_PER_PAGE = 25;
export const SEARCH_MAX_LENGTH = 200;

/** Builds the list query schema of a resource from its sortable field names and extra filters. */
export function adminListQuery<S extends z.ZodRawShape>(sortable: readonly string[], filters: S) {
  const orderShape = Object.fromEntries(sortable.map((field) => [`order[${field}]`, orderParam.optional()]));
  return pagingQuerySchema(ADMIN_ITEMS_PER_PAGE)
    .extend({ q: z.string().trim().max(SEARCH_MAX_LENGTH).optional() })
    .extend(orderShape as Record<string, z.ZodOptional<typeof orderParam>>)
    .extend(filters);
}

/** The first `order[field]` present in the query, or the default. */
export function requestedOrder(
  query: Record<string, unknown>,
  sortable: readonly string[],
  fallback: { field: string; direction: 'asc' | 'desc' },
): { field: string; direction: 'asc' | 'desc' } {
  for (const field of sortable) {
    const direction = query[`order[${field}]`];
    if (direction === 'asc' || direction === 'desc') return { field, direction };
  }
  return fallback;
}

/** Escapes LIKE wildcards so a search for `50%` means the text, not a pattern. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
