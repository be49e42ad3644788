/**
 * The files of an update being edited, for whoever may edit it (policies/post.ts canEditPost — its
 * author, staff-authors, managers of its syndicate, administrators); others learn nothing of updates
 * they cannot read (404).
 * - POST /api/updates/{id}/assets { filesMeta } → { files: [{ name, fileIndex, filePath }],
 *   expectedNumberAssets }: announces files to add to a published update (decision 029); each then goes
 *   through the multipart calls (routes/upload-s3-files) with that fileIndex and filePath.
 * - DELETE /api/updates/{id}/assets/{assetId}: takes a file off; answers the update as its editor sees it.
 */
import {
  appendAssetsBodySchema,
  appendAssetsResponseSchema,
  postSchema,
  PUBLICATION_STATUSES,
} from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { parseId } from '../../lib/query.js';
import { canEditPost, canReadPost, postScope } from '../../policies/post.js';
import { mediaUrls, presentPost } from '../../presenters/post.js';
import { loadMemberActor } from '../../services/membership.js';
import { announceAppendedFiles } from '../../services/post-asset-append.js';
import { removePostAsset } from '../../services/post-asset-removal.js';
import { findLivePost } from '../../services/post-writes.js';
import { findPost } from '../../services/posts.js';
import { uploadLimits } from '../../services/publishing-context.js';

const params = z.object({ id: z.string(), assetId: z.string() });
const postParams = z.object({ id: z.string() });

const updateAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updates/:id/assets',
    {
      schema: {
        tags: ['updates'],
        params: postParams,
        body: appendAssetsBodySchema,
        response: { 200: appendAssetsResponseSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const who = await loadMemberActor(app.db, request.actor);
      const post = id === null ? null : await findLivePost(app.db, id);
      if (!post || !canReadPost(who, post)) throw notFound('Update');
      if (!canEditPost(who, post)) throw forbidden();
      const limits = await uploadLimits(app.db);
      return announceAppendedFiles(app.db, post, request.body.filesMeta, limits.maxFiles);
    },
  );

  app.delete(
    '/updates/:id/assets/:assetId',
    { schema: { tags: ['updates'], params, response: { 200: postSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const assetId = parseId(request.params.assetId);
      const who = await loadMemberActor(app.db, request.actor);
      const post = id === null ? null : await findLivePost(app.db, id);
      if (!post || assetId === null || !canReadPost(who, post)) throw notFound('Update');
      if (!canEditPost(who, post)) throw forbidden();
      await removePostAsset(app.db, app.events, post, assetId, request.actor.userId!);
      const row = await findPost(app.db, postScope(who, PUBLICATION_STATUSES), post.id, request.actor.userId);
      if (!row) throw notFound('Update');
      const signer = mediaUrls(app.env.API_ORIGIN, app.signer, app.env.SIGNED_URL_TTL_SECONDS);
      return presentPost(row, { signer, who });
    },
  );
};

export default updateAssetsRoutes;
