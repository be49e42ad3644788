/** Request and response schemas of the comment routes. */
import { commentListSchema, createCommentSchema, editCommentSchema, pagingQuerySchema } from '@stride/shared';
import { z } from 'zod';
import { referenceListParam } from '../../lib/query.js';

/** GET comments: `post.id[]` (ids or `/api/posts/{id}` IRIs, at most 100) and paging. */
export const listCommentsQuery = pagingQuerySchema().extend({
  'post.id[]': referenceListParam('posts'),
});

export const commentListResponse = commentListSchema;

/**
 * POST comments: the shared schema (trimmed; empty → 'Please add a comment before submission'; longer
 * than COMMENT_MAX_LENGTH → COMMENT_TOO_LONG_MESSAGE). A missing or null body counts as empty so it
 * gets the same message.
 */
export const createCommentBody = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...value, body: (value as { body?: unknown }).body ?? '' }
      : value,
  createCommentSchema,
);

/** PATCH comments/{id} (application/merge-patch+json): the new body, with creation's rules and messages. */
export const editCommentBody = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...value, body: (value as { body?: unknown }).body ?? '' }
      : value,
  editCommentSchema,
);
