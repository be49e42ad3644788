/**
 * Serves stored files on the API origin with HTTP range support (video seeking, audio scrubbing)
 * and long-lived caching. Only `public/` keys are served here; private media arrives with the
 * publishing issue through signed URLs.
 */
import type { FastifyPluginAsync } from 'fastify';
import { isPublicKey, type StorageDriver } from '../storage/driver.js';
import { notFound } from '../lib/http-errors.js';

/** Parses a single `bytes=a-b` range header against a file size; null when absent or unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
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

const mediaRoutes: FastifyPluginAsync<{ storage: StorageDriver }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isPublicKey(key)) throw notFound('File');
    let object;
    try {
      object = await storage.stat(key);
    } catch {
      throw notFound('File');
    }
    if (!object) throw notFound('File');
    const etag = `"${object.size.toString(16)}-${object.lastModified.getTime().toString(16)}"`;
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('content-type', object.contentType);
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
  });
};

export default mediaRoutes;
