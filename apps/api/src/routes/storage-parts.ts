/**
 * PUT /storage/parts/{uploadId}/{partNumber}?expires=…&signature=… — where the local driver receives the
 * parts of a multipart upload (SPEC §7). No bearer token: the HMAC signature over (upload, part, expiry)
 * is the authorization, like an S3 pre-signed URL. Tampered or expired → 403. Answers the part's ETag.
 */
import { MULTIPART_PART_SIZE } from '@stride/shared';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden, HttpError, notFound } from '../lib/http-errors.js';
import { PART_PURPOSE } from '../lib/signed-urls.js';
import { PartTooLargeError } from '../storage/driver.js';
import { findUploadSession, receivePart } from '../services/uploads.js';

const storagePartRoutes: FastifyPluginAsync = async (app) => {
  // Parts are raw bytes of any type: hand the request stream to the handler unparsed (no body limit here;
  // the driver stops at one part size).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{
    Params: { uploadId: string; partNumber: string };
    Querystring: { expires?: string; signature?: string };
  }>('/storage/parts/:uploadId/:partNumber', { schema: { hide: true } }, async (request, reply) => {
    const { uploadId, partNumber: rawPart } = request.params;
    const partNumber = /^\d{1,5}$/.test(rawPart) ? Number(rawPart) : NaN;
    const expires = /^\d{1,12}$/.test(request.query.expires ?? '') ? Number(request.query.expires) : NaN;
    const verdict =
      Number.isInteger(partNumber) && Number.isInteger(expires)
        ? app.signer.verify(PART_PURPOSE, `${uploadId}:${partNumber}`, expires, request.query.signature ?? '')
        : 'invalid';
    if (verdict !== 'ok')
      throw forbidden(verdict === 'expired' ? 'This upload link has expired' : 'Invalid signature');

    const session = await findUploadSession(app.db, uploadId);
    if (
      !session ||
      session.completedAt ||
      session.expiresAt < new Date() ||
      partNumber > session.countParts
    ) {
      throw notFound('Upload');
    }
    const body = (request.body as NodeJS.ReadableStream | undefined) ?? request.raw;
    try {
      const part = await receivePart(
        {
          db: app.db,
          storage: app.storage,
          signer: app.signer,
          events: app.events,
          apiOrigin: app.env.API_ORIGIN,
          urlTtlSeconds: app.env.SIGNED_URL_TTL_SECONDS,
        },
        session,
        partNumber,
        body,
      );
      return reply.header('etag', part.ETag).status(200).send();
    } catch (error) {
      if (error instanceof PartTooLargeError)
        throw new HttpError(413, `A part may hold at most ${MULTIPART_PART_SIZE} bytes`);
      throw error;
    }
  });
};

export default storagePartRoutes;
