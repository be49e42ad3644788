/**
 * Comments of one update: GET comments?post.id[]=… paged with "load more", POST and DELETE comments. A new comment
 * joins the list by id (merge rule of SPEC §4) once the server created it, and the update's count moves.
 */
import type { Comment } from '@stride/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../api/browser-client';
import { mergeAllById, mergeById } from '../lists/merge-by-id';
import { removeCommentFromCaches, upsertCommentInCaches } from '../realtime/query-cache';
import {
  type Page,
  createComment,
  deleteComment,
  editComment,
  fetchComments,
  memberKeys,
  nextPageParam,
} from './updates-api';
import { patchPostInCaches } from './use-updates';

type CommentsData = InfiniteData<Page<Comment>, number>;

/** Oldest comment first (a conversation read top to bottom); equal times by id. */
function byOldest(a: Comment, b: Comment): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
}

/** The comments of an update, merged across pages, oldest first. */
export function useComments(postId: number) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    queryKey: memberKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => fetchComments(api, postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const comments = useMemo(
    () => mergeAllById(query.data?.pages.map((page) => page.data) ?? []).sort(byOldest),
    [query.data],
  );
  return { ...query, comments, total: query.data?.pages[0]?.meta.totalItems ?? 0 };
}

/** POST comments; the created comment joins the last loaded page and the update's comment count grows. */
export function useCreateComment(postId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createComment(api, postId, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentsData>(memberKeys.comments(postId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const last = data.pages.length - 1;
        return {
          ...data,
          pages: data.pages.map((page, index) => ({
            data: index === last ? mergeById(page.data, [comment]) : page.data,
            meta: { ...page.meta, totalItems: page.meta.totalItems + 1 },
          })),
        };
      });
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
  });
}

/**
 * DELETE a comment; once the server agreed it leaves the list and the update's count drops (the socket's
 * commentRemove that follows finds nothing left to remove).
 */
export function useDeleteComment(postId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(api, commentId),
    onSuccess: (_nothing, commentId) => removeCommentFromCaches(queryClient, postId, commentId),
  });
}

/** PATCH a comment's text (its author); the edited comment replaces the old one in the list once saved. */
export function useEditComment() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: number; body: string }) =>
      editComment(api, commentId, body),
    onSuccess: (comment) => upsertCommentInCaches(queryClient, comment, false),
  });
}
