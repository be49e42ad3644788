/**
 * Multipart uploads (SPEC §7), for either storage driver:
 * - GET  /api/upload-s3-files/presigned-urls?filePath=posts/{postId}/{name}&countParts=n[&fileSize=b]
 *        → { uploadId, presignedUrls } (the same uploadId again for an unfinished upload: resume)
 * - GET  /api/upload-s3-files/{uploadId}/parts → the parts already received (send only the others)
 * - POST /api/upload-s3-files/complete { uploadId, fileIndex, parts: [{ ETag, PartNumber }], filePath }
 * Each part is PUT to its URL (S3 directly, or the API's signed /storage/parts/… for the local driver).
 */
import { POST_MESSAGES } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { canEditPost } from '../../policies/post.js';
import { canUseUploadSession } from '../../policies/publishing.js';
import { mediaUrls, presentPostAsset } from '../../presenters/post.js';
import { loadMemberActor } from '../../services/membership.js';
import { findLivePost } from '../../services/post-writes.js';
import { uploadLimits } from '../../services/publishing-context.js';
import {
  INVALID_FILE_PATH_MESSAGE,
  completeUpload,
  findUploadSession,
  parseFilePath,
  startUpload,
  uploadedParts,
  type UploadDeps,
} from '../../services/uploads.js';
import {
  MAX_PARTS,
  completeBody,
  completeResponse,
  partsResponse,
  presignQuery,
  presignResponse,
  uploadIdParams,
} from './schema.js';

/** 403 text when a file path is not the one of the upload session. */
export const FOREIGN_UPLOAD_MESSAGE = 'This upload belongs to another user or file';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: UploadDeps = {
    db: app.db,
    storage: app.storage,
    signer: app.signer,
    events: app.events,
    apiOrigin: app.env.API_ORIGIN,
    urlTtlSeconds: app.env.SIGNED_URL_TTL_SECONDS,
  };
  const urls = mediaUrls(app.env.API_ORIGIN, app.signer, app.env.SIGNED_URL_TTL_SECONDS);

  app.get(
    '/upload-s3-files/presigned-urls',
    { schema: { tags: ['uploads'], querystring: presignQuery, response: { 200: presignResponse } } },
    async (request) => {
      const actor = request.actor;
      const { filePath, countParts, fileSize } = request.query;
      const parsed = parseFilePath(filePath);
      if (!parsed) throw unprocessable([{ propertyPath: 'filePath', message: INVALID_FILE_PATH_MESSAGE }]);
      if (countParts > MAX_PARTS) {
        throw unprocessable([{ propertyPath: 'countParts', message: POST_MESSAGES.filesTooLarge }]);
      }
      const post = await findLivePost(app.db, parsed.postId);
      if (!post) throw notFound('Update');
      if (!canEditPost(await loadMemberActor(app.db, actor), post)) throw forbidden();
      return startUpload(
        deps,
        { userId: actor.userId!, post, name: parsed.name, filePath, countParts, fileSize },
        await uploadLimits(app.db),
      );
    },
  );

  app.get(
    '/upload-s3-files/:uploadId/parts',
    { schema: { tags: ['uploads'], params: uploadIdParams, response: { 200: partsResponse } } },
    async (request) => {
      const session = await findUploadSession(app.db, request.params.uploadId);
      if (!session) throw notFound('Upload');
      if (!canUseUploadSession(request.actor, session)) throw forbidden(FOREIGN_UPLOAD_MESSAGE);
      return {
        uploadId: session.id,
        countParts: session.countParts,
        completed: session.completedAt !== null,
        parts: await uploadedParts(deps, session),
      };
    },
  );

  app.post(
    '/upload-s3-files/complete',
    { schema: { tags: ['uploads'], body: completeBody, response: { 200: completeResponse } } },
    async (request) => {
      const actor = request.actor;
      const body = request.body;
      const session = await findUploadSession(app.db, body.uploadId);
      if (!session) throw notFound('Upload');
      if (!canUseUploadSession(actor, session) || session.filePath !== body.filePath) {
        throw forbidden(FOREIGN_UPLOAD_MESSAGE);
      }
      const parsed = parseFilePath(session.filePath)!;
      const post = await findLivePost(app.db, parsed.postId);
      if (!post) throw notFound('Update');
      if (!canEditPost(await loadMemberActor(app.db, actor), post)) throw forbidden();
      const asset = await completeUpload(deps, session, post, body, await uploadLimits(app.db));
      return {
        uploadId: session.id,
        fileIndex: body.fileIndex,
        filePath: session.filePath,
        asset: presentPostAsset(asset, urls),
      };
    },
  );
};

export default uploadRoutes;
