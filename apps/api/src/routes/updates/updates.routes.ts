/**
 * The members' feed: GET updates and updates/{id}; PUT updates/{id}/like, /dislike and /view (empty
 * body, idempotent, answer the post); DELETE updates/{id} (soft delete). Each handler: authenticate
 * (signed-in users only) → validate → load memberships and the post → authorize (policies/post.ts) →
 * service → present (presenters/post.ts) → domain event.
 */
import { pageMeta, postSchema } from '@stride/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedStamp } from '../../cache/feed-cache.js';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { canDeletePost, canReadPost, postScope, type MemberActor } from '../../policies/post.js';
import { presentPost } from '../../presenters/post.js';
import { loadMemberActor } from '../../services/membership.js';
import {
  findPost,
  findPostFacts,
  listPosts,
  markViewed,
  setLiked,
  softDeletePost,
} from '../../services/posts.js';
import {
  feedCacheKey,
  listUpdatesQuery,
  requestedStatuses,
  updateFilters,
  updateListResponse,
} from './schema.js';

const updatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (who: MemberActor) => ({ signer: app.mediaSigner, who });

  /** Answers the post as its viewer sees it now (after a like, dislike or view). */
  async function answer(who: MemberActor, id: number) {
    const row = await findPost(
      app.db,
      postScope(who, ['published', 'draft', 'user_draft', 'upload_failed']),
      id,
      who.actor.userId,
    );
    if (!row) throw notFound('Post');
    return presentPost(row, present(who));
  }

  /** Loads a post the actor may read, or 404 (never telling whether it exists). */
  async function readablePost(who: MemberActor, rawId: string) {
    const id = parseId(rawId);
    const post = id === null ? null : await findPostFacts(app.db, id);
    if (!post || !canReadPost(who, post)) throw notFound('Post');
    return post;
  }

  // The feed is answered from the feed cache while its versions are unchanged (decision 030); a miss
  // loads it and keeps the exact bytes the serializer produced.
  const toStore = new WeakMap<
    FastifyRequest,
    { key: string; syndicates: number[] | null; stamp: FeedStamp }
  >();

  app.get(
    '/updates',
    {
      schema: { tags: ['updates'], querystring: listUpdatesQuery, response: { 200: updateListResponse } },
      // Its versions come with the bearer check's in one Redis round trip (decision 034).
      config: { readsFeedVersions: true },
      onSend: (request, reply, payload, done) => {
        const pending = toStore.get(request);
        if (pending && reply.statusCode === 200 && typeof payload === 'string')
          app.feedCache.store(pending.key, pending.syndicates, pending.stamp, payload);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const key = feedCacheKey(request.actor, request.query, app.env.SIGNED_URL_TTL_SECONDS);
      const lookup = await app.feedCache.lookup(
        key,
        request.actor.userId!,
        request.versionSnapshot ?? undefined,
      );
      // The cached bytes went through this route's serializer when they were stored: sent as they are.
      if (lookup.hit !== null)
        return (reply as FastifyReply)
          .header('x-cache', 'HIT')
          .type('application/json; charset=utf-8')
          .send(lookup.hit);
      reply.header('x-cache', 'MISS');
      const who = await loadMemberActor(app.db, request.actor);
      const scope = postScope(who, requestedStatuses(request.query));
      // A platform admin reads every syndicate; anyone else the ones they belong to.
      const syndicates = scope.published === null ? null : [...who.memberships.keys()];
      const stamp = await lookup.stampFor(syndicates);
      if (stamp) toStore.set(request, { key, syndicates, stamp });
      const { items, total } = await listPosts(
        app.db,
        scope,
        updateFilters(request.query),
        request.query,
        who.actor.userId,
      );
      return {
        data: items.map((row) => presentPost(row, present(who))),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.get(
    '/updates/:id',
    { schema: { tags: ['updates'], params: idParams, response: { 200: postSchema } } },
    async (request) => {
      const who = await loadMemberActor(app.db, request.actor);
      const id = parseId(request.params.id);
      // Staff and managers open drafts of their syndicates by id; members only published updates.
      const row =
        id === null
          ? null
          : await findPost(
              app.db,
              postScope(who, ['published', 'draft', 'user_draft', 'upload_failed']),
              id,
              who.actor.userId,
            );
      if (!row) throw notFound('Post');
      return presentPost(row, present(who));
    },
  );

  const emptyBody = z.unknown().optional();

  for (const [action, liked] of [
    ['like', true],
    ['dislike', false],
  ] as const) {
    app.put(
      `/updates/:id/${action}`,
      { schema: { tags: ['updates'], params: idParams, body: emptyBody, response: { 200: postSchema } } },
      async (request) => {
        const who = await loadMemberActor(app.db, request.actor);
        const post = await readablePost(who, request.params.id);
        await setLiked(app.db, post.id, who.actor.userId!, liked);
        app.events.emit('post.updated', {
          postId: post.id,
          syndicateId: post.syndicateId,
          horseId: post.horseId,
          actorId: who.actor.userId,
        });
        return answer(who, post.id);
      },
    );
  }

  app.put(
    '/updates/:id/view',
    { schema: { tags: ['updates'], params: idParams, body: emptyBody, response: { 200: postSchema } } },
    async (request) => {
      const who = await loadMemberActor(app.db, request.actor);
      const post = await readablePost(who, request.params.id);
      // Only this viewer's isViewed changes: nobody else is told; their own feed cache drops it (post.viewed).
      await markViewed(app.db, post.id, who.actor.userId!);
      app.events.emit('post.viewed', {
        postId: post.id,
        syndicateId: post.syndicateId,
        userId: who.actor.userId!,
      });
      return answer(who, post.id);
    },
  );

  app.delete('/updates/:id', { schema: { tags: ['updates'], params: idParams } }, async (request, reply) => {
    const who = await loadMemberActor(app.db, request.actor);
    const post = await readablePost(who, request.params.id);
    if (!canDeletePost(who, post)) throw forbidden();
    await softDeletePost(app.db, post.id);
    app.events.emit('post.removed', {
      postId: post.id,
      syndicateId: post.syndicateId,
      horseId: post.horseId,
    });
    return reply.status(204).send();
  });
};

export default updatesRoutes;
