import type { Comment, Post } from '@stride/shared';
import { type InfiniteData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildComment, buildPost } from '../../test/member-factories';
import { type Page, memberKeys } from '../members/updates-api';
import {
  loadedFromCaches,
  refetchReadBeforeConnect,
  removeCommentFromCaches,
  removePostEverywhere,
  upsertCommentInCaches,
  upsertPostInCaches,
} from './query-cache';

const meta = (totalItems: number) => ({ page: 1, itemsPerPage: 10, totalItems, totalPages: 1 });
const feed = (posts: Post[]): InfiniteData<Page<Post>, number> => ({
  pages: [{ data: posts, meta: meta(posts.length) }],
  pageParams: [1],
});

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('post caches', () => {
  it('adds a new published post to matching feeds only, and replaces a shown one', () => {
    const qc = client();
    const old = buildPost({ id: 1, horse: { id: 5, name: 'A', slug: 'a' } });
    qc.setQueryData(memberKeys.feed({ horseId: null }), feed([old]));
    qc.setQueryData(memberKeys.feed({ horseId: 5 }), feed([old]));
    qc.setQueryData(memberKeys.feed({ horseId: 6 }), feed([]));
    const fresh = buildPost({ id: 2, horse: { id: 5, name: 'A', slug: 'a' } });
    upsertPostInCaches(qc, fresh);
    const ids = (horseId: number | null) =>
      qc
        .getQueryData<InfiniteData<Page<Post>, number>>(memberKeys.feed({ horseId }))!
        .pages[0]!.data.map((p) => p.id)
        .sort();
    expect(ids(null)).toEqual([1, 2]);
    expect(ids(5)).toEqual([1, 2]);
    expect(ids(6)).toEqual([]);

    upsertPostInCaches(qc, { ...old, likesCount: 9 });
    expect(
      qc
        .getQueryData<InfiniteData<Page<Post>, number>>(memberKeys.feed({ horseId: null }))!
        .pages[0]!.data.find((p) => p.id === 1)!.likesCount,
    ).toBe(9);
  });

  it('takes a post that is no longer published out of the feeds, and a removed one everywhere', () => {
    const qc = client();
    const post = buildPost({ id: 1 });
    qc.setQueryData(memberKeys.feed({ horseId: null }), feed([post]));
    qc.setQueryData(memberKeys.update(1), post);
    upsertPostInCaches(qc, { ...post, publicationStatus: 'draft' });
    expect(
      qc.getQueryData<InfiniteData<Page<Post>, number>>(memberKeys.feed({ horseId: null }))!.pages[0]!.data,
    ).toEqual([]);
    qc.setQueryData(memberKeys.feed({ horseId: null }), feed([post]));
    removePostEverywhere(qc, 1);
    expect(
      qc.getQueryData<InfiniteData<Page<Post>, number>>(memberKeys.feed({ horseId: null }))!.pages[0]!.data,
    ).toEqual([]);
    expect(qc.getQueryData(memberKeys.update(1))).toBeUndefined();
  });

  it('knows which syndicates and horses are loaded', () => {
    const qc = client();
    qc.setQueryData(
      memberKeys.feed({ horseId: null }),
      feed([
        buildPost({
          id: 1,
          syndicate: { id: 4, name: 'S', slug: 's' },
          horse: { id: 8, name: 'H', slug: 'h' },
        }),
      ]),
    );
    expect(loadedFromCaches(qc)).toEqual({ syndicateIds: [4], horseIds: [8] });
  });
});

describe('comment caches', () => {
  it('adds a new comment once, raising the count once; replaces on update; removes and lowers the count', () => {
    const qc = client();
    const post = buildPost({ id: 1, commentsCount: 1 });
    qc.setQueryData(memberKeys.update(1), post);
    const first = buildComment({ id: 10, postId: 1 });
    qc.setQueryData<InfiniteData<Page<Comment>, number>>(memberKeys.comments(1), {
      pages: [{ data: [first], meta: meta(1) }],
      pageParams: [1],
    });
    const other = buildComment({ id: 11, postId: 1, body: 'hello' });
    upsertCommentInCaches(qc, other, true);
    upsertCommentInCaches(qc, other, true);
    const list = () =>
      qc.getQueryData<InfiniteData<Page<Comment>, number>>(memberKeys.comments(1))!.pages[0]!;
    expect(list().data.map((c) => c.id)).toEqual([10, 11]);
    expect(qc.getQueryData<Post>(memberKeys.update(1))!.commentsCount).toBe(2);
    upsertCommentInCaches(qc, { ...other, body: 'edited' }, false);
    expect(list().data[1]!.body).toBe('edited');
    removeCommentFromCaches(qc, 1, 11);
    removeCommentFromCaches(qc, 1, 11);
    expect(list().data.map((c) => c.id)).toEqual([10]);
    expect(qc.getQueryData<Post>(memberKeys.update(1))!.commentsCount).toBe(1);
  });
});

describe('events that arrive while a list is loading', () => {
  it('fetch the list again instead of patching an answer that may predate them', async () => {
    const qc = client();
    let calls = 0;
    let release: (value: InfiniteData<Page<Comment>, number>) => void = () => {};
    const first = qc.fetchQuery({
      queryKey: memberKeys.comments(1),
      queryFn: () => {
        calls += 1;
        return calls === 1
          ? new Promise<InfiniteData<Page<Comment>, number>>((resolve) => (release = resolve))
          : Promise.resolve({
              pages: [{ data: [buildComment({ id: 11, postId: 1 })], meta: meta(1) }],
              pageParams: [1],
            });
      },
    });
    upsertCommentInCaches(qc, buildComment({ id: 11, postId: 1 }), true);
    release({ pages: [{ data: [], meta: meta(0) }], pageParams: [1] });
    await first.catch(() => undefined);
    await vi.waitFor(() =>
      expect(
        qc
          .getQueryData<InfiniteData<Page<Comment>, number>>(memberKeys.comments(1))
          ?.pages[0]?.data.map((c) => c.id),
      ).toEqual([11]),
    );
    expect(calls).toBe(2);
  });
});

describe('the first connection (decision 038)', () => {
  it('marks stale what the tab read before the socket connected, not what it read or patched after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const qc = client();
      vi.setSystemTime(1_000);
      const seeded = memberKeys.feed({ horseId: null });
      // The server's first page, as useFeed's initial data puts it in the cache (read at 900).
      qc.getQueryCache().build(qc, {
        queryKey: seeded,
        initialData: feed([buildPost({ id: 1 })]),
        initialDataUpdatedAt: 900,
      });
      // Fetched by the page while the socket was connecting: the update and its comments.
      qc.setQueryData(memberKeys.update(1), buildPost({ id: 1 }));
      qc.setQueryData(memberKeys.comments(1), { pages: [{ data: [], meta: meta(0) }], pageParams: [1] });
      vi.setSystemTime(2_000);
      const connectedAt = Date.now();
      vi.setSystemTime(3_000);
      // Read after the socket connected: a filtered feed, another update's race entries.
      const later = memberKeys.feed({ horseId: 5 });
      qc.setQueryData(later, feed([buildPost({ id: 2 })]));
      qc.setQueryData(memberKeys.entries('upcoming'), []);
      // Not something socket events change.
      qc.setQueryData(memberKeys.notificationSettings, {});
      vi.setSystemTime(1_500);
      qc.setQueryData(['users', 'me'], {});

      refetchReadBeforeConnect(qc, connectedAt);
      expect(qc.getQueryState(seeded)!.isInvalidated).toBe(true);
      expect(qc.getQueryState(memberKeys.update(1))!.isInvalidated).toBe(true);
      expect(qc.getQueryState(memberKeys.comments(1))!.isInvalidated).toBe(true);
      expect(qc.getQueryState(later)!.isInvalidated).toBe(false);
      expect(qc.getQueryState(memberKeys.entries('upcoming'))!.isInvalidated).toBe(false);
      expect(qc.getQueryState(memberKeys.notificationSettings)!.isInvalidated).toBe(false);
      expect(qc.getQueryState(['users', 'me'])!.isInvalidated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('restarts a read still in flight when the socket connects: it may have been answered before the join', async () => {
    const qc = client();
    let calls = 0;
    let release: (value: Post) => void = () => undefined;
    // The update page's query, on screen (observed) and still waiting for its first answer.
    const observer = new QueryObserver(qc, {
      queryKey: memberKeys.update(7),
      queryFn: () => {
        calls += 1;
        return calls === 1
          ? new Promise<Post>((resolve) => (release = resolve))
          : Promise.resolve(buildPost({ id: 7, likesCount: 3 }));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      expect(qc.getQueryState(memberKeys.update(7))!.fetchStatus).toBe('fetching');
      refetchReadBeforeConnect(qc, Date.now());
      release(buildPost({ id: 7, likesCount: 1 }));
      await vi.waitFor(() => expect(qc.getQueryData<Post>(memberKeys.update(7))?.likesCount).toBe(3));
      expect(calls).toBe(2);
    } finally {
      unsubscribe();
    }
  });
});
