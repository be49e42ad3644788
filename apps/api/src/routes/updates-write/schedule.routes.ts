/**
 * PUT / GET / DELETE /api/updates/{id}/schedule: the publish time (Europe/Dublin) of an unpublished
 * update (decision 021). Whoever may edit the update (policies/post.ts canEditPost) may schedule it.
 */
import {
  SCHEDULE_MESSAGES,
  publishScheduleSchema,
  scheduledInstant,
  type PublishScheduleJson,
} from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import type { Actor } from '../../policies/actor.js';
import { canEditPost, canReadPost } from '../../policies/post.js';
import { loadMemberActor } from '../../services/membership.js';
import { findLivePost } from '../../services/post-writes.js';
import { scheduleOf, schedulePost, unschedulePost } from '../../services/scheduled-publishing.js';

const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  async function editablePost(request: { actor: Actor }, rawId: string) {
    const id = parseId(rawId);
    const post = id === null ? null : await findLivePost(app.db, id);
    if (!post) throw notFound('Update');
    const who = await loadMemberActor(app.db, request.actor);
    // Someone who cannot even see the draft learns nothing about it.
    if (!canReadPost(who, post)) throw notFound('Update');
    if (!canEditPost(who, post)) throw forbidden();
    return post;
  }

  app.put(
    '/updates/:id/schedule',
    { schema: { tags: ['updates'], params: idParams, body: publishScheduleSchema } },
    async (request): Promise<PublishScheduleJson> => {
      const post = await editablePost(request, request.params.id);
      if (post.publicationStatus === 'published') {
        throw unprocessable([
          { propertyPath: 'publicationStatus', message: 'This update is already published' },
        ]);
      }
      const at = scheduledInstant(request.body, new Date());
      if (!at) throw unprocessable([{ propertyPath: 'time', message: SCHEDULE_MESSAGES.past }]);
      await schedulePost(app.db, post, at, request.actor.userId!);
      return { postId: post.id, publishAt: at.toISOString() };
    },
  );

  app.get(
    '/updates/:id/schedule',
    { schema: { tags: ['updates'], params: idParams } },
    async (request): Promise<PublishScheduleJson> => {
      const post = await editablePost(request, request.params.id);
      const schedule = await scheduleOf(app.db, post.id);
      if (!schedule) throw notFound('Schedule');
      return { postId: post.id, publishAt: schedule.publishAt.toISOString() };
    },
  );

  app.delete(
    '/updates/:id/schedule',
    { schema: { tags: ['updates'], params: idParams } },
    async (request, reply) => {
      const post = await editablePost(request, request.params.id);
      if (!(await unschedulePost(app.db, post.id))) throw notFound('Schedule');
      return reply.status(204).send();
    },
  );
};

export default scheduleRoutes;
