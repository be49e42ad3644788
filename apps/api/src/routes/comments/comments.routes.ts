/**
 * Comments on updates: GET comments?post.id[]=/api/posts/{id} (oldest first, paged), POST comments,
 * PATCH comments/{id} (the author edits the text, decision 024) and DELETE comments/{id}. authenticate (signed-in users) → validate → load memberships and the posts →
 * authorize (policies/comment.ts) → service → present (presenters/comment.ts) → domain event.
 */
import { commentSchema, pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId, parseReference } from '../../lib/query.js';
import {
  canCreateComment,
  canDeleteComment,
  canEditComment,
  canReadComments,
} from '../../policies/comment.js';
import { presentComment } from '../../presenters/comment.js';
import {
  createComment,
  editCommentBody as saveCommentBody,
  findCommentRow,
  findCommentWithPost,
  findPostsFacts,
  listComments,
  softDeleteComment,
} from '../../services/comments.js';
import { loadMemberActor } from '../../services/membership.js';
import { commentListResponse, createCommentBody, editCommentBody, listCommentsQuery } from './schema.js';

/** 422 message for a `post` reference that is not an id or a post IRI. */
export const INVALID_POST_REFERENCE_MESSAGE = 'Please select an update';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comments',
    {
      schema: { tags: ['comments'], querystring: listCommentsQuery, response: { 200: commentListResponse } },
    },
    async (request) => {
      const who = await loadMemberActor(app.db, request.actor);
      // Posts the caller may not read are left out: their comments never appear (an empty page, no oracle).
      const readable = (await findPostsFacts(app.db, request.query['post.id[]'])).filter((post) =>
        canReadComments(who, post),
      );
      const byId = new Map(readable.map((post) => [post.id, post]));
      const { items, total } = await listComments(app.db, [...byId.keys()], request.query);
      return {
        data: items.map((row) => presentComment(row, byId.get(row.comment.postId)!, who)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.post(
    '/comments',
    { schema: { tags: ['comments'], body: createCommentBody, response: { 201: commentSchema } } },
    async (request, reply) => {
      const ref = request.body.post;
      const postId =
        typeof ref === 'number'
          ? parseReference(String(ref), 'posts')
          : (parseReference(ref, 'posts') ?? parseReference(ref, 'updates'));
      if (postId === null)
        throw unprocessable([{ propertyPath: 'post', message: INVALID_POST_REFERENCE_MESSAGE }]);
      const who = await loadMemberActor(app.db, request.actor);
      const [post] = await findPostsFacts(app.db, [postId]);
      if (!post || !canCreateComment(who, post)) throw notFound('Post');
      const row = await createComment(app.db, post.id, who.actor.userId!, request.body.body);
      app.events.emit('comment.created', {
        commentId: row.comment.id,
        postId: post.id,
        syndicateId: post.syndicateId,
        authorId: row.comment.authorId,
      });
      return reply.status(201).send(presentComment(row, post, who));
    },
  );

  app.patch(
    '/comments/:id',
    {
      schema: {
        tags: ['comments'],
        params: idParams,
        body: editCommentBody,
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const who = await loadMemberActor(app.db, request.actor);
      const found = id === null ? null : await findCommentWithPost(app.db, id);
      if (!found || found.comment.deletedAt !== null || !canReadComments(who, found.post))
        throw notFound('Comment');
      if (!canEditComment(who, found.post, found.comment)) throw forbidden();
      if (!(await saveCommentBody(app.db, found.comment.id, request.body.body))) throw notFound('Comment');
      app.events.emit('comment.updated', {
        commentId: found.comment.id,
        postId: found.post.id,
        syndicateId: found.post.syndicateId,
        authorId: found.comment.authorId,
      });
      return presentComment((await findCommentRow(app.db, found.comment.id))!, found.post, who);
    },
  );

  app.delete(
    '/comments/:id',
    { schema: { tags: ['comments'], params: idParams } },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const who = await loadMemberActor(app.db, request.actor);
      const found = id === null ? null : await findCommentWithPost(app.db, id);
      if (!found || found.comment.deletedAt !== null || !canReadComments(who, found.post))
        throw notFound('Comment');
      if (!canDeleteComment(who, found.post, found.comment)) throw forbidden();
      await softDeleteComment(app.db, found.comment.id);
      app.events.emit('comment.removed', {
        commentId: found.comment.id,
        postId: found.post.id,
        syndicateId: found.post.syndicateId,
        authorId: found.comment.authorId,
      });
      return reply.status(204).send();
    },
  );
};

export default commentsRoutes;
