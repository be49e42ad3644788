/**
 * Carrying out the post and comment actions of rules.ts on the members' TanStack Query caches (feeds,
 * single updates, comment lists — keys of lib/members/updates-api.ts). Lists merge by id, newer wins
 * (SPEC §4): an event for a post already shown replaces it; a new published post joins the first page of
 * every feed whose horse filter it matches; a post no longer published leaves the feeds.
 */
import type { Comment, Post } from '@stride/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { mergeById } from '../lists/merge-by-id';
import { type FeedFilters, type Page, memberKeys } from '../members/updates-api';
import { patchPostInCaches, removePostFromCaches } from '../members/use-updates';

type FeedData = InfiniteData<Page<Post>, number>;
type CommentsData = InfiniteData<Page<Comment>, number>;

const feedPrefix = [...memberKeys.updates, 'feed'] as const;

/**
 * An event that arrives while a list is being fetched could be overwritten by the answer (fetched before
 * the change), and TanStack dedupes a refetch of a first load into the same request: such a list is
 * fetched again once the current request settles, instead of being patched. True when that happened.
 */
function refetchIfInFlight(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query || query.state.fetchStatus !== 'fetching') return false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query || query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
  });
  return true;
}

/** Inserts or replaces a post in every cache that shows it (or should). */
export function upsertPostInCaches(queryClient: QueryClient, post: Post): void {
  if (post.publicationStatus !== 'published') {
    // Member feeds list published updates only (SPEC §4 "Clients see only published updates").
    removePostFromCaches(queryClient, post.id);
    return;
  }
  queryClient.setQueryData<Post>(memberKeys.update(post.id), (current) => (current ? post : current));
  for (const [key, feed] of queryClient.getQueriesData<FeedData>({ queryKey: feedPrefix })) {
    if (refetchIfInFlight(queryClient, key) || !feed) continue;
    const filters = key[2] as FeedFilters | undefined;
    const present = feed.pages.some((page) => page.data.some((p) => p.id === post.id));
    if (present) continue;
    if (filters && filters.horseId !== null && filters.horseId !== post.horse?.id) continue;
    queryClient.setQueryData<FeedData>(key, {
      ...feed,
      pages: feed.pages.map((page, index) =>
        index === 0
          ? {
              data: mergeById(page.data, [post]),
              meta: { ...page.meta, totalItems: page.meta.totalItems + 1 },
            }
          : page,
      ),
    });
  }
  patchPostInCaches(queryClient, post.id, () => post);
}

/** Drops a removed post everywhere. */
export function removePostEverywhere(queryClient: QueryClient, postId: number): void {
  removePostFromCaches(queryClient, postId);
  queryClient.removeQueries({ queryKey: memberKeys.comments(postId) });
}

function hasComment(data: CommentsData | undefined, id: number): boolean {
  return data?.pages.some((page) => page.data.some((c) => c.id === id)) ?? false;
}

/**
 * Adds (created) or replaces a comment in its post's cached list. A comment new to this tab joins the
 * last loaded page and raises the update's comment count; one already shown is replaced.
 */
export function upsertCommentInCaches(queryClient: QueryClient, comment: Comment, created: boolean): void {
  const key = memberKeys.comments(comment.postId);
  const data = queryClient.getQueryData<CommentsData>(key);
  const known = hasComment(data, comment.id);
  if (refetchIfInFlight(queryClient, key)) {
    if (created && !known)
      patchPostInCaches(queryClient, comment.postId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }));
    return;
  }
  if (known) {
    queryClient.setQueryData<CommentsData>(key, {
      ...data!,
      pages: data!.pages.map((page) => ({
        ...page,
        data: page.data.map((c) => (c.id === comment.id ? comment : c)),
      })),
    });
    return;
  }
  if (!created) return;
  if (data && data.pages.length > 0) {
    const last = data.pages.length - 1;
    queryClient.setQueryData<CommentsData>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({
        data: index === last ? mergeById(page.data, [comment]) : page.data,
        meta: { ...page.meta, totalItems: page.meta.totalItems + 1 },
      })),
    });
  }
  patchPostInCaches(queryClient, comment.postId, (post) => ({
    ...post,
    commentsCount: post.commentsCount + 1,
  }));
}

/** Removes a comment from its post's cached list; the count drops only if this tab still showed it. */
export function removeCommentFromCaches(queryClient: QueryClient, postId: number, commentId: number): void {
  const key = memberKeys.comments(postId);
  const data = queryClient.getQueryData<CommentsData>(key);
  if (!hasComment(data, commentId)) return;
  queryClient.setQueryData<CommentsData>(key, {
    ...data!,
    pages: data!.pages.map((page) => ({
      data: page.data.filter((c) => c.id !== commentId),
      meta: { ...page.meta, totalItems: Math.max(0, page.meta.totalItems - 1) },
    })),
  });
  patchPostInCaches(queryClient, postId, (post) => ({
    ...post,
    commentsCount: Math.max(0, post.commentsCount - 1),
  }));
}

/** Syndicates and horses whose data the caches hold (SPEC §4 "or those already loaded"). */
export function loadedFromCaches(queryClient: QueryClient): { syndicateIds: number[]; horseIds: number[] } {
  const syndicates = new Set<number>();
  const horses = new Set<number>();
  const note = (post: Post) => {
    syndicates.add(post.syndicate.id);
    if (post.horse) horses.add(post.horse.id);
  };
  for (const [, feed] of queryClient.getQueriesData<FeedData>({ queryKey: feedPrefix })) {
    feed?.pages.forEach((page) => page.data.forEach(note));
  }
  for (const [, post] of queryClient.getQueriesData<Post>({ queryKey: [...memberKeys.updates, 'detail'] })) {
    if (post) note(post);
  }
  return { syndicateIds: [...syndicates], horseIds: [...horses] };
}

/**
 * After the socket came back from a disconnection: the events it missed meanwhile are lost, so the lists
 * they would have changed (updates, comments, race entries) are marked stale and those on screen fetch
 * again. Not on the first connection: the lists were just loaded.
 */
export function refetchAfterReconnect(queryClient: QueryClient): void {
  for (const queryKey of [memberKeys.updates, ['comments'], ['entries']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * On the socket's first connection (decision 038): what the tab read before the socket
 * had joined its rooms — the feed the server rendered the document with, a feed, an update or its
 * comments and race entries the page fetched while the socket was connecting — missed the events of
 * that window, so it is fetched again (the lists on screen at once, the others when next shown). A
 * read still in flight may have been answered before the join too: it is restarted. What the tab read
 * or patched after `connectedAt` needs nothing.
 */
export function refetchReadBeforeConnect(queryClient: QueryClient, connectedAt: number): void {
  for (const prefix of [memberKeys.updates, ['comments'], ['entries']]) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: prefix })) {
      const { data, dataUpdatedAt } = query.state;
      // In flight: fetched again once it settles (TanStack would fold a refetch into a first load).
      if (refetchIfInFlight(queryClient, query.queryKey)) continue;
      if (data === undefined || dataUpdatedAt > connectedAt) continue;
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
}
