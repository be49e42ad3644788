/**
 * POST /api/updates (create a draft) and PATCH /api/updates/{id} (report uploads, publish, edit the
 * comment): authenticate → validate → load → authorize (policies/publishing.ts) → service → present.
 * GET and DELETE of updates live with the members' routes.
 */
import {
  EMPTY_POST_MESSAGE,
  POST_MESSAGES,
  checkFiles,
  idFromReference,
  isPostDraftEmpty,
  postSchema,
  postTypeFor,
  postTypeForFiles,
  PUBLICATION_STATUSES,
  type PostType,
} from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../policies/actor.js';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { horseEntries, horses, syndicates } from '../../db/schema/index.js';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { canEditPost, postScope } from '../../policies/post.js';
import { canAttachHorseEntry, canPublishAboutHorse } from '../../policies/publishing.js';
import { mediaUrls, presentPost } from '../../presenters/post.js';
import { loadMemberActor } from '../../services/membership.js';
import { findPost } from '../../services/posts.js';
import { createPost, findLivePost, patchPost } from '../../services/post-writes.js';
import { staffSyndicateIdsOf, uploadLimits } from '../../services/publishing-context.js';
import { createPostBody, patchPostBody } from './schema.js';
import updateAssetsRoutes from './update-assets.routes.js';

/** Post types an author may choose for an update without files. */
const TYPES_WITHOUT_FILES: readonly PostType[] = ['text', 'replay', 'upcoming_race'];

/** The written post as THE post presenter shows it to its author (drafts included). */
async function presentWritten(app: FastifyInstance, actor: Actor, postId: number) {
  const who = await loadMemberActor(app.db, actor);
  const row = await findPost(app.db, postScope(who, PUBLICATION_STATUSES), postId, actor.userId);
  if (!row) throw notFound('Update');
  const signer = mediaUrls(app.env.API_ORIGIN, app.signer, app.env.SIGNED_URL_TTL_SECONDS);
  return presentPost(row, { signer, who });
}

const updatesWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(updateAssetsRoutes);
  app.post(
    '/updates',
    { schema: { tags: ['updates'], body: createPostBody, response: { 201: postSchema } } },
    async (request, reply) => {
      const actor = request.actor;
      const body = request.body;
      const limits = await uploadLimits(app.db);
      const fileMessages = checkFiles(body.filesMeta ?? [], limits.maxFiles);
      const expected = body.expectedNumberAssets ?? body.filesMeta?.length ?? 0;
      if (expected > limits.maxFiles && fileMessages.length === 0)
        fileMessages.push(POST_MESSAGES.tooManyFiles(limits.maxFiles));
      if (fileMessages.length > 0)
        throw unprocessable(fileMessages.map((message) => ({ propertyPath: 'filesMeta', message })));

      const comment = sanitizeRichText(body.comment ?? '');
      const horseEntryId = body.horseEntry == null ? null : idFromReference(body.horseEntry);
      if (body.horseEntry != null && horseEntryId === null) {
        throw unprocessable([{ propertyPath: 'horseEntry', message: 'Please choose a race entry' }]);
      }
      if (
        isPostDraftEmpty({ comment, filesMeta: Array.from({ length: expected }), horseEntry: horseEntryId })
      ) {
        throw unprocessable([{ propertyPath: 'comment', message: EMPTY_POST_MESSAGE }]);
      }

      const [syndicate] = await app.db
        .select()
        .from(syndicates)
        .where(eq(syndicates.id, body.syndicate))
        .limit(1);
      if (!syndicate)
        throw unprocessable([{ propertyPath: 'syndicate', message: POST_MESSAGES.syndicateRequired }]);
      const [horse] = await app.db.select().from(horses).where(eq(horses.id, body.horse)).limit(1);
      if (!horse) throw unprocessable([{ propertyPath: 'horse', message: POST_MESSAGES.horseRequired }]);
      const staffOf = await staffSyndicateIdsOf(app.db, actor.userId);
      if (!canPublishAboutHorse(actor, syndicate.id, horse, staffOf)) throw forbidden();
      if (horseEntryId !== null) {
        const [entry] = await app.db
          .select()
          .from(horseEntries)
          .where(eq(horseEntries.id, horseEntryId))
          .limit(1);
        if (!entry || !canAttachHorseEntry(entry, { syndicateId: syndicate.id, horseId: horse.id })) {
          throw unprocessable([
            { propertyPath: 'horseEntry', message: 'Please choose a race entry of this horse' },
          ]);
        }
      }

      const type: PostType =
        expected > 0
          ? // Documents only: a `file` post (SPEC §3); any photo, video or audio makes it `media`.
            body.filesMeta?.length === expected
            ? postTypeForFiles(body.filesMeta)
            : postTypeFor(expected)
          : body.type && TYPES_WITHOUT_FILES.includes(body.type)
            ? body.type
            : 'text';
      const post = await createPost(app.db, app.events, {
        authorId: actor.userId!,
        syndicateId: syndicate.id,
        horseId: horse.id,
        comment,
        expectedNumberAssets: expected,
        type,
        horseEntryId,
        publicationStatus: body.publicationStatus ?? 'draft',
        notify: body.notify ?? true,
      });
      return reply.status(201).send(await presentWritten(app, actor, post.id));
    },
  );

  app.patch(
    '/updates/:id',
    { schema: { tags: ['updates'], params: idParams, body: patchPostBody, response: { 200: postSchema } } },
    async (request) => {
      const actor = request.actor;
      const id = parseId(request.params.id);
      const post = id === null ? null : await findLivePost(app.db, id);
      if (!post) throw notFound('Update');
      if (!canEditPost(await loadMemberActor(app.db, actor), post)) throw forbidden();
      const { comment, ...rest } = request.body;
      await patchPost(
        app.db,
        app.events,
        post,
        { ...rest, ...(comment !== undefined ? { comment: sanitizeRichText(comment) } : {}) },
        actor.userId!,
      );
      return presentWritten(app, actor, post.id);
    },
  );
};

export default updatesWriteRoutes;
