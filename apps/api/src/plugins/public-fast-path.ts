/**
 * The public fast path (issue 19, decision 034): a visitor's cached public read answered in the HTTP
 * server's request listener, before Fastify builds its request and reply and runs its hooks, routing,
 * validation and serialisation. It answers only what the full pipeline would answer with the same bytes:
 *
 * - a `GET /api/…` without a body, `Origin`, `If-None-Match` or `X-Forwarded-For` (those change headers
 *   or the client's address: the full pipeline handles them);
 * - whose URL has a *current* entry in the in-process response cache stored by a route without a `skip`
 *   rule (plugins/public-cache.ts stores only anonymous 200s of public routes, validated by the versions
 *   writes bump through their domain events — decision 017);
 * - carrying an anonymous token this process has already verified and that has not expired
 *   (a user's token, however valid, always takes the full pipeline: their answers are never shared);
 * - while the client is within the global rate limit, counted in the same in-process counters as the
 *   limiter (the one over budget goes through the limiter, which answers 429).
 *
 * The answer carries the headers the full pipeline's cache hit sends (helmet, CORS, rate limit, ETag,
 * content version), is recorded in the request metrics and, at `info`, logged. With Redis (a shared
 * response cache or shared rate-limit counters) there is no fast path: both need a round trip.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isVerifiedAnonymousBearer } from './authenticate.js';

/** Answers the request and returns true, or returns false without touching it. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Headers of a cached public answer that do not depend on the entry (the API's security set, Vary, CORS). */
function staticHeaders(app: FastifyInstance): string[] {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(app.apiSecurityHeaders)) headers.push(name, value);
  headers.push('vary', 'Authorization', 'access-control-expose-headers', 'ETag');
  return headers;
}

/** Builds the fast path of `app` once its plugins are registered; null when it cannot have one. */
export function createPublicFastPath(app: FastifyInstance): FastPath | null {
  const cache = app.responseCache;
  const limit = app.localRateLimit;
  if (!cache.peek || !limit) return null;
  const peek = cache.peek.bind(cache);
  const { counters, max, windowMs } = limit;
  const base = staticHeaders(app);
  const maxText = String(max);
  const logged = ['info', 'debug', 'trace'].includes(app.log.level);

  return (req, res) => {
    const started = performance.now();
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith('/api/')) return false;
    const h = req.headers;
    if (
      h.origin !== undefined ||
      h['if-none-match'] !== undefined ||
      h['x-forwarded-for'] !== undefined ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined
    )
      return false;
    const hit = peek(`GET ${url}`);
    if (hit === null || !isVerifiedAnonymousBearer(app, h.authorization)) return false;
    const ip = req.socket.remoteAddress;
    if (ip === undefined || counters.count(ip) >= max) return false;
    const { current, ttl } = counters.hit(ip, windowMs);
    const { entry } = hit;
    res.writeHead(200, [
      ...base,
      'x-ratelimit-limit',
      maxText,
      'x-ratelimit-remaining',
      String(Math.max(0, max - current)),
      'x-ratelimit-reset',
      String(Math.ceil(ttl / 1000)),
      'x-content-version',
      hit.contentVersion,
      'x-cache',
      'HIT',
      'etag',
      entry.etag,
      'cache-control',
      entry.cacheControl ?? 'no-cache',
      'content-type',
      entry.contentType,
      'content-length',
      String(entry.bytes.byteLength),
    ]);
    res.end(entry.bytes);
    const elapsedMs = performance.now() - started;
    app.observeResponse('GET', entry.route, 200, elapsedMs / 1000);
    if (logged)
      app.log.info({ req: { method: 'GET', url, ip }, res, responseTime: elapsedMs }, 'request completed');
    return true;
  };
}

/**
 * Puts `fast` in front of the server's request listeners (Fastify's handler; Socket.IO wraps the result
 * later as it wraps any listener), keeping every option Fastify gave the server (timeouts, bindings).
 */
export function installFastPath(server: Server, fast: FastPath): void {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (fast(req, res)) return;
    for (const listener of listeners) listener.call(server, req, res);
  });
}
