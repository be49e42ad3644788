/**
 * Serves stored files on the API origin with HTTP range support (video seeking, audio scrubbing)
 * and long-lived caching. `public/` keys are served to anyone; private keys (post assets) only under
 * `/media/s/<expires>/<signature>/<key>` (lib/signed-urls.ts), on either storage driver. A public image's
 * missing medium rendition is made on its first request (media/medium-rendition.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicKey, type StorageDriver } from '../storage/driver.js';
import { forbidden, HttpError, notFound } from '../lib/http-errors.js';
import { StorageUnavailableError } from '../lib/infrastructure-errors.js';
import { keyDirectory, MEDIA_PURPOSE } from '../lib/signed-urls.js';
import type { UrlSigner } from '../lib/url-signer.js';
import { deriveMediumRendition } from '../media/medium-rendition.js';

/** Parses a single `bytes=a-b` range header against a file size; null when absent or unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** Serves one stored file with ETag, byte ranges and the given cache policy. */
async function serveStored(
  storage: StorageDriver,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
  attachmentName?: string,
): Promise<FastifyReply> {
  let object;
  try {
    object = await storage.stat(key);
  } catch (error) {
    // An unsafe key addresses nothing; any other failure is the store being away: 503, never a 404 a CDN
    // would cache (decision 023).
    if (error instanceof Error && error.message.startsWith('Unsafe storage key')) throw notFound('File');
    throw new StorageUnavailableError(error);
  }
  if (!object) throw notFound('File');
  const etag = `"${object.size.toString(16)}-${object.lastModified.getTime().toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('content-type', object.contentType);
  if (attachmentName) {
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachmentName)}`);
  }
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseRange(request.headers.range, object.size);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${object.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await storage.read(key, range));
  }
  reply.header('content-length', object.size);
  return reply.send(await storage.read(key));
}

const mediaRoutes: FastifyPluginAsync<{ storage: StorageDriver; signer: UrlSigner }> = async (
  app,
  { storage, signer },
) => {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (key.startsWith('s/') || !isPublicKey(key)) throw notFound('File');
    const cacheControl = 'public, max-age=31536000, immutable';
    try {
      return await serveStored(storage, key, request, reply, cacheControl);
    } catch (error) {
      const missing = error instanceof HttpError && error.statusCode === 404;
      if (!missing || !(await deriveMediumRendition(storage, key))) throw error;
      return serveStored(storage, key, request, reply, cacheControl);
    }
  });

  // Private files (post assets) behind an expiring signature over their directory (lib/signed-urls.ts).
  app.get<{
    Params: { expires: string; signature: string; '*': string };
    Querystring: { download?: string };
  }>('/media/s/:expires/:signature/*', { schema: { hide: true } }, async (request, reply) => {
    const { expires, signature } = request.params;
    const key = request.params['*'];
    const verdict = /^\d{1,12}$/.test(expires)
      ? signer.verify(MEDIA_PURPOSE, keyDirectory(key), Number(expires), signature)
      : 'invalid';
    if (verdict !== 'ok')
      throw forbidden(verdict === 'expired' ? 'This link has expired' : 'Invalid signature');
    const name =
      typeof request.query.download === 'string' && request.query.download !== ''
        ? request.query.download
        : undefined;
    return serveStored(storage, key, request, reply, 'private, max-age=3600', name);
  });
};

export default mediaRoutes;
