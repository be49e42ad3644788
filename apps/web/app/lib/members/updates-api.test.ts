import type { Post } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { afterLikeChange, feedQuery, fetchComments, nextPageParam } from './updates-api';

const post = { id: 7, isLiked: false, likesCount: 3 } as Post;

describe('feedQuery', () => {
  it('asks for published updates, newest first, with the horse filter when one is chosen', () => {
    const all = new URLSearchParams(feedQuery(2, { horseId: null }));
    expect(Object.fromEntries(all)).toEqual({
      page: '2',
      itemsPerPage: '10',
      publicationStatus: 'published',
      'order[postedAt]': 'desc',
    });
    expect(new URLSearchParams(feedQuery(1, { horseId: 12 })).get('horse.id')).toBe('12');
  });
});

describe('nextPageParam', () => {
  it('gives the next page until the last one', () => {
    expect(
      nextPageParam({ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 25, totalPages: 3 } }),
    ).toBe(2);
    expect(
      nextPageParam({ data: [], meta: { page: 3, itemsPerPage: 10, totalItems: 25, totalPages: 3 } }),
    ).toBeUndefined();
  });
});

describe('afterLikeChange', () => {
  it("takes the server's copy when it answered with one", () => {
    expect(afterLikeChange(post, true, { isLiked: true, likesCount: 10 })).toMatchObject({
      isLiked: true,
      likesCount: 10,
    });
  });
  it('moves the flag and the count itself after an empty answer', () => {
    expect(afterLikeChange(post, true, undefined)).toMatchObject({ isLiked: true, likesCount: 4 });
    expect(afterLikeChange({ ...post, isLiked: true }, false, undefined)).toMatchObject({
      isLiked: false,
      likesCount: 2,
    });
    expect(afterLikeChange(post, false, undefined)).toBe(post);
  });
});

describe('fetchComments', () => {
  it('filters by the post IRI', async () => {
    const get = vi.fn().mockResolvedValue({ data: [], meta: {} });
    await fetchComments({ get } as unknown as ApiClient, 5, 2);
    const url = new URL(get.mock.calls[0]![0] as string, 'http://x');
    expect(url.pathname).toBe('/api/comments');
    expect(url.searchParams.get('post.id[]')).toBe('/api/posts/5');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('order[createdAt]')).toBeNull();
  });
});
