/**
 * TanStack Query hooks of the update feed and the single update (decision 011): the feed is an infinite
 * query whose pages are merged by id (newer copies win) and sorted newest first; likes, views and deletes
 * change the cache only after the server accepted them (SPEC §4), in the detail and every feed alike.
 */
import type { Post } from '@stride/shared';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useApiClient } from '../api/browser-client';
import { mergeUpdatePages, replaceInPages } from '../lists/merge-by-id';
import {
  type FeedFilters,
  type FeedSeed,
  type Page,
  afterLikeChange,
  deleteUpdate,
  fetchFeedPage,
  fetchUpdate,
  markViewed,
  memberKeys,
  nextPageParam,
  setLiked,
} from './updates-api';

type FeedData = InfiniteData<Page<Post>, number>;

/** Applies `update` to the post with this id in the detail cache and in every cached feed. */
export function patchPostInCaches(queryClient: QueryClient, id: number, update: (post: Post) => Post): void {
  queryClient.setQueryData<Post>(memberKeys.update(id), (post) => (post ? update(post) : post));
  queryClient.setQueriesData<FeedData>({ queryKey: [...memberKeys.updates, 'feed'] }, (feed) => {
    if (!feed) return feed;
    const pages = replaceInPages(
      feed.pages.map((page) => page.data),
      id,
      update,
    );
    return {
      ...feed,
      pages: feed.pages.map((page, index) => ({ ...page, data: pages[index] ?? page.data })),
    };
  });
}

/** Removes a deleted post from every cached feed and drops its detail. */
export function removePostFromCaches(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<FeedData>({ queryKey: [...memberKeys.updates, 'feed'] }, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({ ...page, data: page.data.filter((post) => post.id !== id) })),
        }
      : feed,
  );
  queryClient.removeQueries({ queryKey: memberKeys.update(id) });
}

/**
 * The seed as the infinite query's initial data when it was fetched for these filters (decision 038):
 * TanStack Query uses it only when the cache has no entry for the key yet, and it counts as fetched at
 * `fetchedAt`, so a fresh seed is not fetched again on mount.
 */
export function seededFeedData(
  filters: FeedFilters,
  seed: FeedSeed | null | undefined,
): { initialData: FeedData; initialDataUpdatedAt: number } | null {
  if (!seed || seed.filters.horseId !== filters.horseId) return null;
  return { initialData: { pages: [seed.page], pageParams: [1] }, initialDataUpdatedAt: seed.fetchedAt };
}

/**
 * The feed: pages of published updates for the filter, merged and sorted for display. `seed` is the
 * first page the server rendered the document with (decision 038): the query starts from it.
 */
export function useFeed(filters: FeedFilters, seed?: FeedSeed | null) {
  const api = useApiClient();
  const seeded = seededFeedData(filters, seed);
  const query = useInfiniteQuery({
    queryKey: memberKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(api, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    ...(seeded ?? {}),
  });
  const posts = useMemo(
    () => mergeUpdatePages(query.data?.pages.map((page) => page.data) ?? []),
    [query.data],
  );
  return { ...query, posts, pagesLoaded: query.data?.pages.length ?? 0 };
}

/** Finds a post in the cached feeds, to show a single update instantly when opened from the feed. */
function postFromFeeds(queryClient: QueryClient, id: number): Post | undefined {
  for (const [, feed] of queryClient.getQueriesData<FeedData>({
    queryKey: [...memberKeys.updates, 'feed'],
  })) {
    const post = feed?.pages.flatMap((page) => page.data).find((item) => item.id === id);
    if (post) return post;
  }
  return undefined;
}

/** One update (GET updates/{id}), shown from the feed's copy while the fresh one loads. */
export function useUpdate(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useQuery<Post>({
    queryKey: memberKeys.update(id),
    queryFn: ({ signal }) => fetchUpdate(api, id, signal),
    placeholderData: (): Post | undefined => postFromFeeds(queryClient, id),
    // Always fetch the fresh copy when the page opens (comments, likes and processing state change).
    staleTime: 0,
  });
}

/** Marks the update viewed once per opening (PUT updates/{id}/view), then flags it viewed in the caches. */
export function useMarkViewed(id: number, enabled: boolean): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || sent.current === id) return;
    sent.current = id;
    markViewed(api, id)
      .then(() => patchPostInCaches(queryClient, id, (post) => ({ ...post, isViewed: true })))
      .catch(() => {
        // Not worth interrupting the reader: the update stays "new" until the next visit.
        sent.current = null;
      });
  }, [api, queryClient, id, enabled]);
}

/** Like or dislike (PUT …/like, …/dislike); the new state is applied after the server replies. */
export function useLikeUpdate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) => setLiked(api, id, liked),
    onSuccess: (answer, { id, liked }) =>
      patchPostInCaches(queryClient, id, (post) => afterLikeChange(post, liked, answer)),
  });
}

/** DELETE updates/{id}, then the update leaves every cached list. */
export function useDeleteUpdate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUpdate(api, id),
    onSuccess: (_answer, id) => removePostFromCaches(queryClient, id),
  });
}
