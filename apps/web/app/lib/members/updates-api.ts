/**
 * The members' area calls of SPEC §7 "Data" for updates and comments, with their TanStack Query keys: one
 * place that knows the paths, filters and answer shapes (packages/shared member-resources.ts).
 */
import { type Comment, DEFAULT_ITEMS_PER_PAGE, type PageMeta, type Post, hasNextPage } from '@stride/shared';
import type { ApiClient } from '../api/client';

/** A collection answer of the API. */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** Feed filters: the horse chosen in the horse filter (null = all the member's horses). */
export interface FeedFilters {
  horseId: number | null;
}

/** Query keys of the members' area; `updates` prefixes every feed and detail key so one invalidation reaches all. */
export const memberKeys = {
  updates: ['updates'] as const,
  feed: (filters: FeedFilters) => ['updates', 'feed', filters] as const,
  update: (id: number) => ['updates', 'detail', id] as const,
  comments: (postId: number) => ['comments', postId] as const,
  entries: (scope: string) => ['entries', scope] as const,
  notificationSettings: ['notification-settings'] as const,
};

/** Query string of one feed page: published only (SPEC §7 for clients), optional horse, newest first. */
export function feedQuery(page: number, filters: FeedFilters, itemsPerPage = DEFAULT_ITEMS_PER_PAGE): string {
  const params = new URLSearchParams({
    page: String(page),
    itemsPerPage: String(itemsPerPage),
    publicationStatus: 'published',
    'order[postedAt]': 'desc',
  });
  if (filters.horseId !== null) params.set('horse.id', String(filters.horseId));
  return params.toString();
}

/** GET updates (one page of the feed). */
export function fetchFeedPage(
  api: ApiClient,
  page: number,
  filters: FeedFilters,
  signal?: AbortSignal,
): Promise<Page<Post>> {
  return api.get<Page<Post>>(`/api/updates?${feedQuery(page, filters)}`, { signal });
}

/**
 * The feed's first page as the web server fetched it for the document (decision 038): the filter it was
 * fetched for and when, so the browser's query starts from it instead of fetching it again.
 */
export interface FeedSeed {
  filters: FeedFilters;
  page: Page<Post>;
  /** Date.now() on the server when the page was fetched (the query's dataUpdatedAt). */
  fetchedAt: number;
}

/** The page after the last one fetched, or undefined at the last page (SPEC §4: scrolling stops there). */
export function nextPageParam(last: Page<unknown>): number | undefined {
  return hasNextPage(last.meta) ? last.meta.page + 1 : undefined;
}

/** GET updates/{id}. */
export function fetchUpdate(api: ApiClient, id: number, signal?: AbortSignal): Promise<Post> {
  return api.get<Post>(`/api/updates/${id}`, { signal });
}

/** What a like/dislike/view call may answer: the whole update, or nothing (204). */
export type PostActionAnswer = Partial<Post> | undefined;

/**
 * The update after a like or dislike the server accepted (SPEC §4: applied locally after the server
 * replies): the server's copy when it sent one, else the local copy with the flag and count moved.
 */
export function afterLikeChange(post: Post, liked: boolean, answer: PostActionAnswer): Post {
  if (answer && typeof answer.isLiked === 'boolean' && typeof answer.likesCount === 'number') {
    return { ...post, ...answer };
  }
  if (post.isLiked === liked) return post;
  return { ...post, isLiked: liked, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) };
}

/** PUT updates/{id}/like or /dislike (empty body). */
export function setLiked(api: ApiClient, id: number, liked: boolean): Promise<PostActionAnswer> {
  return api.put<PostActionAnswer>(`/api/updates/${id}/${liked ? 'like' : 'dislike'}`);
}

/** PUT updates/{id}/view (empty body): opening an update marks it viewed. */
export function markViewed(api: ApiClient, id: number): Promise<PostActionAnswer> {
  return api.put<PostActionAnswer>(`/api/updates/${id}/view`);
}

/** DELETE updates/{id}. */
export function deleteUpdate(api: ApiClient, id: number): Promise<void> {
  return api.delete<void>(`/api/updates/${id}`);
}

/** IRI of a post as filters and bodies reference it. */
export function postIri(id: number): string {
  return `/api/posts/${id}`;
}

/** GET comments?post.id[]=/api/posts/{id} (paged; the API answers oldest first, like a conversation). */
export function fetchComments(
  api: ApiClient,
  postId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Comment>> {
  const params = new URLSearchParams({
    'post.id[]': postIri(postId),
    page: String(page),
  });
  return api.get<Page<Comment>>(`/api/comments?${params.toString()}`, { signal });
}

/** POST comments with the post reference and the body. */
export function createComment(api: ApiClient, postId: number, body: string): Promise<Comment> {
  return api.post<Comment>('/api/comments', { post: postIri(postId), body });
}

/** PATCH comments/{id} (merge patch): the author's new text (comment.permissions.edit). */
export function editComment(api: ApiClient, id: number, body: string): Promise<Comment> {
  return api.patch<Comment>(`/api/comments/${id}`, { body });
}

/** DELETE comments/{id}: the author, a manager of the syndicate or an admin (comment.permissions.delete). */
export function deleteComment(api: ApiClient, id: number): Promise<void> {
  return api.delete<void>(`/api/comments/${id}`);
}
