/**
 * POST /api/admin/uploads: the console's one upload endpoint (logos, background images, horse photos,
 * video posters, promo and about-us videos). The body is the raw file; its type is decided by its
 * content (file-type), never by its name or Content-Type. Images are re-encoded (EXIF stripped) to WebP
 * with the medium and small renditions the presenters link (decision 048); MP4 videos are stored as they are. Answers the public
 * storage key to save on the object and its URL. Administrators and managers.
 */
import { randomUUID } from 'node:crypto';
import { adminUploadSchema, PHOTO_MAX_BYTES } from '@stride/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';
import { mediumKey, publicMediaUrl, smallKey } from '../../lib/urls.js';
import { publicImageRenditions, type PublicImageRenditions } from '../../media/renditions.js';
import { recordAudit } from '../../services/admin/audit.js';
import { BACK_OFFICE } from './context.js';

/** Largest file the console may send (videos); images are further limited to the SPEC photo size. */
export const ADMIN_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const VIDEO_TYPES = new Set(['video/mp4']);
export const UNSUPPORTED_UPLOAD_MESSAGE = 'Incorrect file format';

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any declared type is read as bytes; the content decides what it is.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: ADMIN_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/uploads',
    {
      // Raw file bytes, not JSON (plugins/json-only).
      config: { ...BACK_OFFICE, binaryBody: true },
      bodyLimit: ADMIN_UPLOAD_MAX_BYTES,
      schema: {
        tags: ['admin'],
        response: { 201: adminUploadSchema },
        description: 'Raw file body (PNG, JPEG, WebP, GIF or MP4).',
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new HttpError(422, 'Please add a file', [
          { propertyPath: 'file', message: 'Please add a file' },
        ]);
      const detected = await fileTypeFromBuffer(body);
      const mime = detected?.mime ?? '';
      let key: string;
      let size: number;
      if (IMAGE_TYPES.has(mime)) {
        if (body.length > PHOTO_MAX_BYTES)
          throw new HttpError(422, 'Some files are too large', [
            { propertyPath: 'file', message: 'Some files are too large' },
          ]);
        key = `public/admin/images/${randomUUID()}.webp`;
        let renditions: PublicImageRenditions;
        try {
          renditions = await publicImageRenditions(body);
        } catch {
          throw new HttpError(422, UNSUPPORTED_UPLOAD_MESSAGE, [
            { propertyPath: 'file', message: UNSUPPORTED_UPLOAD_MESSAGE },
          ]);
        }
        await Promise.all([
          app.storage.put(key, renditions.full, 'image/webp'),
          app.storage.put(mediumKey(key), renditions.medium, 'image/webp'),
          app.storage.put(smallKey(key), renditions.small, 'image/webp'),
        ]);
        size = renditions.full.length;
      } else if (VIDEO_TYPES.has(mime)) {
        key = `public/admin/videos/${randomUUID()}.mp4`;
        await app.storage.put(key, body, mime);
        size = body.length;
      } else {
        throw new HttpError(422, UNSUPPORTED_UPLOAD_MESSAGE, [
          { propertyPath: 'file', message: UNSUPPORTED_UPLOAD_MESSAGE },
        ]);
      }
      const mimeType = IMAGE_TYPES.has(mime) ? 'image/webp' : mime;
      await recordAudit(app.db, {
        actorId: request.actor.userId,
        action: 'upload',
        entity: 'upload',
        entityId: key,
        before: null,
        after: { key, mimeType, size, detected: mime },
      });
      return reply.code(201).send({ key, url: publicMediaUrl(app.env.API_ORIGIN, key)!, mimeType, size });
    },
  );
};

export default uploadsRoutes;
