/**
 * JSON endpoints take JSON (issue 14 case 10, decision 020): a request to /api with a body must say
 * `application/json` — or, for PATCH, the JSON merge patch type every client sends (SPEC, ARCHITECTURE)
 * — else 415 before any parser runs. A form post or `text/plain` can no longer reach a JSON handler
 * (cross-site "simple" requests need one of those types). Routes reading raw bytes say
 * `config.binaryBody` (the back office's file upload); outside /api — the OAuth endpoints' forms, the
 * storage part uploads — nothing changes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as raw bytes (file uploads): any content type is let through. */
    binaryBody?: boolean;
  }
}

/** Media types a JSON endpoint accepts, per method. */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  POST: ['application/json'],
  PUT: ['application/json'],
  DELETE: ['application/json'],
  PATCH: ['application/merge-patch+json', 'application/json'],
};

/** The message of the 415 answer. */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Send JSON (Content-Type: application/json)';

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  if (typeof length === 'string' && Number(length) > 0) return true;
  return headers['transfer-encoding'] !== undefined;
}

async function jsonOnly(app: FastifyInstance): Promise<void> {
  // Synchronous (no promise per request: decision 043).
  app.addHook('onRequest', (request, reply, done) => {
    const accepted = ACCEPTED[request.method];
    if (!accepted || !request.url.startsWith('/api/') || !hasBody(request.headers)) return done();
    if (request.routeOptions.config.binaryBody) return done();
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (accepted.includes(type)) return done();
    if (request.method === 'PATCH') reply.header('accept-patch', 'application/merge-patch+json');
    done(new HttpError(415, UNSUPPORTED_MEDIA_TYPE_MESSAGE));
  });
}

export default fp(jsonOnly, { name: 'json-only' });
