/**
 * Paging constants of SPEC §9 and the query schema every list endpoint uses, so a bad `page` or a huge
 * `itemsPerPage` becomes a clear 400 or a clamp, never a crash or an unbounded query.
 */
import { z } from 'zod';
import type { PageMeta } from './api/resources.js';

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;
export const CHAT_MESSAGES_PER_PAGE = 20;
export const FAQ_ITEMS_PER_PAGE = 30;
export const STATIC_PAGES_PER_PAGE = 20;
/** Hard upper bound on itemsPerPage for every list (ARCHITECTURE "API conventions"). */
export const MAX_ITEMS_PER_PAGE = 100;

export const PAGE_INVALID_MESSAGE = 'page must be a whole number of at least 1';
export const ITEMS_PER_PAGE_INVALID_MESSAGE = 'itemsPerPage must be a whole number of at least 1';

/**
 * A positive whole number read from a query string, with a default and an optional ceiling. The input
 * side stays `string | number` so OpenAPI generation can describe it.
 */
function positiveIntParam(defaultValue: number, message: string, max?: number) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return defaultValue;
      const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return max === undefined ? n : Math.min(n, max);
    });
}

/** Builds a paging query schema with its own default page size (e.g. FAQ 30, chat messages 20). */
export function pagingQuerySchema(defaultItemsPerPage: number = DEFAULT_ITEMS_PER_PAGE) {
  return z.object({
    page: positiveIntParam(DEFAULT_PAGE, PAGE_INVALID_MESSAGE),
    itemsPerPage: positiveIntParam(defaultItemsPerPage, ITEMS_PER_PAGE_INVALID_MESSAGE, MAX_ITEMS_PER_PAGE),
  });
}

/** The default paging query: page 1, 10 per page, itemsPerPage clamped to MAX_ITEMS_PER_PAGE. */
// Pure: a bundle that only uses hasNextPage (the browser) must not keep zod for this schema.
export const pagingQuery = /* @__PURE__ */ pagingQuerySchema();
export type PagingQuery = z.output<typeof pagingQuery>;

/** Row offset of a page, for SQL OFFSET. */
export function pageOffset({ page, itemsPerPage }: PagingQuery): number {
  return (page - 1) * itemsPerPage;
}

/** The `meta` block of a collection answer, computed from the query and the total count. */
export function pageMeta({ page, itemsPerPage }: PagingQuery, totalItems: number): PageMeta {
  return { page, itemsPerPage, totalItems, totalPages: Math.ceil(totalItems / itemsPerPage) };
}

/** True when there is a page after the given one (infinite scroll stops at the last page, SPEC §4). */
export function hasNextPage(meta: { page: number; totalPages: number }): boolean {
  return meta.page < meta.totalPages;
}
