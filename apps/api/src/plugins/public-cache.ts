/**
 * Response caching and ETags for public reads (decision 017). A route opts in with `config.cache`
 * (`{ tags }`, see PUBLIC_CACHE); then:
 * - anonymous GETs (a client-credentials token, on a `public` route) are answered from the response cache
 *   while the data behind their tags is unchanged, and stored after a miss;
 * - signed-in callers are never served from, nor stored in, the cache (their answers depend on membership)
 *   but still get an ETag;
 * - every answer carries a strong ETag, and `If-None-Match` with a matching tag gives 304 without a body.
 * The cache is invalidated by domain events (events/processors/cache-invalidation.ts), never by handlers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CacheTag, type ResponseCache, etagOf } from '../cache/response-cache.js';
import { etagMatches } from '../services/pedigree-pdf.js';

/** How a route takes part in the public cache. */
export interface PublicCacheConfig {
  /** The public data the answer is made of; a change to any of it invalidates the answer. */
  tags: readonly CacheTag[];
  /** Seconds an answer may live even without a change (a safety net; events do the real work). */
  ttlSeconds?: number;
  /** Answers that must not be shared even between visitors (e.g. per-IP ones); checked after validation. */
  skip?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: PublicCacheConfig;
  }
  interface FastifyInstance {
    /** The public-read response cache (memory, or Redis when the app is given one). */
    responseCache: ResponseCache;
  }
}

/** The route configs for the public resources: `config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.horses }`. */
export const PUBLIC_CACHE = {
  horses: { tags: ['horses', 'syndicates'] },
  syndicates: { tags: ['syndicates', 'horses'] },
  content: { tags: ['content'] },
} as const satisfies Record<string, PublicCacheConfig>;

const DEFAULT_TTL_SECONDS = 300;
export const CONTENT_VERSION_HEADER = 'x-content-version';
const ANONYMOUS_CACHE_CONTROL = 'no-cache';
const PERSONAL_CACHE_CONTROL = 'private, no-cache';

interface CacheState {
  key: string;
  /** Tag versions when the answer started loading; null when the answer must not be stored. */
  versions: readonly number[] | null;
  fromCache: boolean;
}

const states = new WeakMap<FastifyRequest, CacheState>();

function isAnonymousPublicRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.routeOptions.config.access === 'public' &&
    request.actor !== null &&
    request.actor.userId === null
  );
}

async function publicCachePlugin(app: FastifyInstance, options: { cache: ResponseCache }): Promise<void> {
  app.decorate('responseCache', options.cache);

  const contentVersionOrNothing = () =>
    app.responseCache.contentVersion().catch((err: unknown) => {
      app.log.warn({ err }, 'content version unavailable');
      return 'unavailable';
    });

  // Routes without a cache rule pass both hooks synchronously (no promise per request: decision 043).
  app.addHook('preHandler', (request, reply, done) => {
    const config = request.routeOptions.config.cache;
    if (!config || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    answerFromCache(request, reply, config).then(() => done(), done);
  });
  async function answerFromCache(request: FastifyRequest, reply: FastifyReply, config: PublicCacheConfig) {
    const key = `GET ${request.url}`;
    if (!isAnonymousPublicRead(request)) {
      states.set(request, { key, versions: null, fromCache: false });
      return;
    }
    if (config.skip?.(request)) {
      // Not shared, but still the place the web server learns the content version from (the per-IP
      // maintenance check it makes every second).
      states.set(request, { key, versions: null, fromCache: false });
      reply.header(CONTENT_VERSION_HEADER, await contentVersionOrNothing());
      return;
    }
    const { hit, versions, contentVersion } = await app.responseCache.lookup(key, config.tags);
    reply.header(CONTENT_VERSION_HEADER, contentVersion);
    if (!hit) {
      reply.header('x-cache', 'MISS');
      states.set(request, { key, versions, fromCache: false });
      return;
    }
    states.set(request, { key, versions: null, fromCache: true });
    reply
      .header('x-cache', 'HIT')
      .header('etag', hit.etag)
      .header('cache-control', hit.cacheControl ?? ANONYMOUS_CACHE_CONTROL)
      .header('vary', 'Authorization');
    if (etagMatches(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    reply
      .code(hit.status)
      .type(hit.contentType)
      .send(hit.bytes ?? hit.body);
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const state = states.get(request);
    if (!state || state.fromCache || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    storeAnswer(request, reply, state, payload).then((answer) => done(null, answer), done);
  });
  async function storeAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    state: CacheState,
    payload: string,
  ) {
    const etag = etagOf(payload);
    // A route that set its own lifetime (e.g. the countries list, a day) keeps it.
    const ownCacheControl = reply.getHeader('cache-control');
    const cacheControl =
      typeof ownCacheControl === 'string'
        ? ownCacheControl
        : state.versions
          ? ANONYMOUS_CACHE_CONTROL
          : PERSONAL_CACHE_CONTROL;
    reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Authorization');
    if (state.versions) {
      const config = request.routeOptions.config.cache;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await app.responseCache.store(
        state.key,
        state.versions,
        {
          status: 200,
          contentType,
          etag,
          body: payload,
          cacheControl,
          // Answers whose sharing depends on more than the URL (a `skip` rule) never take the fast path.
          ...(config && !config.skip ? { fastTags: config.tags, route: request.routeOptions.url ?? '' } : {}),
        },
        config?.ttlSeconds ?? DEFAULT_TTL_SECONDS,
      );
    }
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  }
}

export default fp(publicCachePlugin, { name: 'public-cache' });
