import { describe, expect, it } from 'vitest';
import { byNewestPostedAt, mergeAllById, mergeById, mergeUpdatePages, replaceInPages } from './merge-by-id';

const post = (id: number, postedAt: string, label = 'old') => ({ id, postedAt, label });

describe('mergeById', () => {
  it('lets the incoming copy of an id win and appends new ids', () => {
    const merged = mergeById(
      [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ],
      [
        { id: 2, v: 'B' },
        { id: 3, v: 'c' },
      ],
    );
    expect(merged).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'B' },
      { id: 3, v: 'c' },
    ]);
  });

  it('collapses duplicates inside one list to the later copy', () => {
    expect(
      mergeById(
        [],
        [
          { id: 1, v: 'first' },
          { id: 1, v: 'second' },
        ],
      ),
    ).toEqual([{ id: 1, v: 'second' }]);
  });

  it('leaves its inputs untouched', () => {
    const current = [{ id: 1, v: 'a' }];
    mergeById(current, [{ id: 1, v: 'b' }]);
    expect(current).toEqual([{ id: 1, v: 'a' }]);
  });
});

describe('mergeAllById', () => {
  it('folds pages in fetch order, later fetches winning', () => {
    expect(mergeAllById([[{ id: 1, v: 1 }], [{ id: 1, v: 2 }], [{ id: 2, v: 3 }]])).toEqual([
      { id: 1, v: 2 },
      { id: 2, v: 3 },
    ]);
  });
});

describe('mergeUpdatePages', () => {
  it('shows a post that moved to the next page once, in its newer form, newest postedAt first', () => {
    const page1 = [post(5, '2026-11-20T10:00:00Z'), post(4, '2026-11-19T10:00:00Z')];
    // A new post (6) arrived, so post 4 slid onto page 2 with a newer copy (liked meanwhile).
    const page2 = [post(4, '2026-11-19T10:00:00Z', 'new'), post(3, '2026-11-18T10:00:00Z')];
    const merged = mergeUpdatePages([page1, page2, [post(6, '2026-11-21T10:00:00Z')]]);
    expect(merged.map((p) => p.id)).toEqual([6, 5, 4, 3]);
    expect(merged.find((p) => p.id === 4)?.label).toBe('new');
  });

  it('orders equal times by the higher id first', () => {
    expect(
      [post(1, '2026-01-01T00:00:00Z'), post(2, '2026-01-01T00:00:00Z')]
        .sort(byNewestPostedAt)
        .map((p) => p.id),
    ).toEqual([2, 1]);
  });
});

describe('replaceInPages', () => {
  it('updates the item wherever it is and keeps other pages as they were', () => {
    const pages = [[post(2, 'x')], [post(1, 'y')]];
    const next = replaceInPages(pages, 1, (p) => ({ ...p, label: 'liked' }));
    expect(next[0]).toBe(pages[0]);
    expect(next[1]?.[0]?.label).toBe('liked');
  });
});
