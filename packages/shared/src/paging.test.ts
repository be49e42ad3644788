import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES_PER_PAGE,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE,
  FAQ_ITEMS_PER_PAGE,
  MAX_ITEMS_PER_PAGE,
  PAGE_INVALID_MESSAGE,
  STATIC_PAGES_PER_PAGE,
  hasNextPage,
  pageMeta,
  pageOffset,
  pagingQuery,
  pagingQuerySchema,
} from './paging.js';

describe('paging constants', () => {
  it('match SPEC §9', () => {
    expect([DEFAULT_PAGE, DEFAULT_ITEMS_PER_PAGE, CHAT_MESSAGES_PER_PAGE, FAQ_ITEMS_PER_PAGE]).toEqual([
      1, 10, 20, 30,
    ]);
    expect(STATIC_PAGES_PER_PAGE).toBe(20);
    expect(MAX_ITEMS_PER_PAGE).toBe(100);
  });
});

describe('pagingQuery', () => {
  it('defaults to page 1 and 10 per page', () => {
    expect(pagingQuery.parse({})).toEqual({ page: 1, itemsPerPage: 10 });
    expect(pagingQuery.parse({ page: '', itemsPerPage: '' })).toEqual({ page: 1, itemsPerPage: 10 });
  });

  it('coerces query strings', () => {
    expect(pagingQuery.parse({ page: '3', itemsPerPage: '25' })).toEqual({ page: 3, itemsPerPage: 25 });
  });

  it('clamps itemsPerPage to the maximum', () => {
    expect(pagingQuery.parse({ itemsPerPage: '100000' }).itemsPerPage).toBe(100);
  });

  it('rejects page=0, abc, fractions and arrays with a clear message', () => {
    for (const page of ['0', 'abc', '1.5', '-2', ' ', ['1', '2']]) {
      const result = pagingQuery.safeParse({ page });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PAGE_INVALID_MESSAGE);
      expect(result.error?.issues[0]?.path).toEqual(['page']);
    }
    expect(pagingQuery.safeParse({ itemsPerPage: '0' }).error?.issues[0]?.message).toBe(
      'itemsPerPage must be a whole number of at least 1',
    );
  });

  it('takes a per-list default page size', () => {
    expect(pagingQuerySchema(FAQ_ITEMS_PER_PAGE).parse({}).itemsPerPage).toBe(30);
  });
});

describe('page helpers', () => {
  it('computes offset, meta and next page', () => {
    expect(pageOffset({ page: 3, itemsPerPage: 10 })).toBe(20);
    expect(pageMeta({ page: 2, itemsPerPage: 10 }, 21)).toEqual({
      page: 2,
      itemsPerPage: 10,
      totalItems: 21,
      totalPages: 3,
    });
    expect(pageMeta({ page: 1, itemsPerPage: 10 }, 0).totalPages).toBe(0);
    expect(hasNextPage({ page: 2, totalPages: 3 })).toBe(true);
    expect(hasNextPage({ page: 3, totalPages: 3 })).toBe(false);
  });
});
