/**
 * Builds the Fastify instance: plugins, error format, OpenAPI, observability and every route.
 * Used by server.ts and by the API tests (through `app.inject` or a real listening port), so nothing
 * here reads process.env or opens resources it does not receive.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTimeoutOptions, serverTimeoutsFromEnv, type ServerTimeouts } from '@stride/shared';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from './db/client.js';
import { loadEnv, type Env } from './env.js';
import jsonOnly from './plugins/json-only.js';
import { REDACT_PATHS, redactLogArguments, redactUrl } from './lib/redact.js';
import { deferredChildLoggerFactory } from './lib/request-logger.js';
import errorHandler from './plugins/error-handler.js';
import observability from './plugins/observability.js';
import openapi from './plugins/openapi.js';
import security from './plugins/security.js';
import authenticate from './plugins/authenticate.js';
import oauthServer from './oauth/index.js';
import oauthRoutes from './oauth/routes.js';
import mediaRoutes from './routes/media.js';
import { apiRoutes } from './routes/index.js';
import raceDataFeedRoutes from './routes/race-data-feed/race-data-feed.routes.js';
import type { StorageDriver } from './storage/driver.js';
import { createEventBus, type EventBus } from './events/bus.js';
import { createStorage } from './storage/index.js';
import storagePartRoutes from './routes/storage-parts.js';
import { loadUrlSigner } from './lib/signed-urls.js';
import type { UrlSigner } from './lib/url-signer.js';
import { mediaUrls, type MediaUrls } from './presenters/post.js';
import type { Realtime } from './realtime/socket-server.js';
import { registerCacheInvalidation } from './events/processors/cache-invalidation.js';
import {
  createMemoryResponseCache,
  createRedisResponseCache,
  type ResponseCache,
} from './cache/response-cache.js';
import publicCache from './plugins/public-cache.js';
import {
  createFeedCache,
  createMemoryFeedVersions,
  createRedisFeedVersions,
  type FeedCache,
  type FeedVersions,
} from './cache/feed-cache.js';
import { registerAuthCacheInvalidation } from './events/processors/auth-cache-invalidation.js';
import { registerFeedCacheInvalidation } from './events/processors/feed-cache-invalidation.js';
import { redisKeys } from './lib/redis-keys.js';
import type { JobQueue } from './jobs/queue.js';
import timeTravelRoutes from './routes/time-travel/time-travel.routes.js';
import { createPublicFastPath, installFastPath } from './plugins/public-fast-path.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    storage: StorageDriver;
    /** Domain events (events/domain-events.ts): emitted by services, handled by processors. */
    events: EventBus;
    /** HMAC signer of part-upload and private media URLs (lib/signed-urls.ts). */
    signer: UrlSigner;
    /** Signed URLs of private post media for presenters (presenters/post.ts `mediaUrls`). */
    mediaSigner: MediaUrls;
    /** The Socket.IO server once realtime/ attached it (server.ts, socket tests); closed before the app. */
    realtime: Realtime | null;
    /** The members' feed cache (cache/feed-cache.ts, decision 030). */
    feedCache: FeedCache;
    /** Versions the feed and bearer-check caches are validated by (Redis when shared; decision 030). */
    cacheVersions: FeedVersions;
    /** The pg-boss queue once server.ts started it (null without JOBS_ENABLED, and in most tests). */
    jobQueue: JobQueue | null;
  }
}

export interface BuildAppOptions {
  db: Db;
  env?: Env;
  storage?: StorageDriver;
  redis?: Redis;
  /** Domain-event bus; a fresh one per app by default. */
  events?: EventBus;
  /** Public-read response cache; in Redis when `redis` is given, else in this process's memory. */
  responseCache?: ResponseCache;
  /** The members' feed cache; its versions in Redis when `redis` is given, else in this process. */
  feedCache?: FeedCache;
  /** Connection timeouts of the HTTP server (server.ts reads them from the environment; decision 023). */
  timeouts?: ServerTimeouts;
  /** Log to stdout (true), to a given stream (tests that read logs), or stay silent. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** Creates a ready-to-listen API instance from its dependencies. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const storage = options.storage ?? (await createStorage(env));
  const signer = await loadUrlSigner(options.db, env);
  const app = Fastify({
    logger: options.logger
      ? {
          level: env.LOG_LEVEL,
          redact: { paths: REDACT_PATHS, censor: '[redacted]' },
          hooks: {
            logMethod(args, method) {
              method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
            },
          },
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            res: (res) => ({
              statusCode: res.statusCode,
              ...(typeof res.getHeader?.('location') === 'string'
                ? { location: redactUrl(String(res.getHeader('location'))) }
                : {}),
            }),
          },
        }
      : false,
    // A request's child logger is made when it first logs (lib/request-logger.ts).
    ...(options.logger ? { childLoggerFactory: deferredChildLoggerFactory } : {}),
    trustProxy: env.TRUST_PROXY ? true : env.TRUSTED_PROXIES,
    ...fastifyTimeoutOptions(options.timeouts ?? serverTimeoutsFromEnv({})),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('env', env);
  app.decorate('storage', storage);
  app.decorate('signer', signer);
  app.decorate('mediaSigner', mediaUrls(env.API_ORIGIN, signer, env.SIGNED_URL_TTL_SECONDS));
  app.decorate('events', options.events ?? createEventBus(app.log));
  // Let in-flight handlers finish before the database they use is closed.
  app.addHook('onClose', async () => app.events.drain());
  // Sockets first: open WebSockets would keep the HTTP server from closing.
  app.decorate('realtime', null);
  app.decorate('jobQueue', null);
  app.addHook('preClose', async () => app.realtime?.close());
  const responseCache =
    options.responseCache ??
    (options.redis
      ? createRedisResponseCache(options.redis, {
          prefix: redisKeys(env.REDIS_KEY_PREFIX).responseCache,
          onError: (err) => app.log.warn({ err }, 'response cache unavailable'),
        })
      : createMemoryResponseCache());
  registerCacheInvalidation(app.events, responseCache);
  const feedCache =
    options.feedCache ??
    createFeedCache(
      options.redis
        ? createRedisFeedVersions(options.redis, {
            prefix: redisKeys(env.REDIS_KEY_PREFIX).cacheVersions,
            onError: (err) => app.log.warn({ err }, 'feed cache versions unavailable'),
          })
        : createMemoryFeedVersions(),
    );
  app.decorate('feedCache', feedCache);
  app.decorate('cacheVersions', feedCache.versions);
  registerFeedCacheInvalidation(app.events, feedCache.versions);
  registerAuthCacheInvalidation(app.events, feedCache.versions);
  // A write is acknowledged once the cache versions its events bump are recorded (decision 030): the
  // writer's next read, on any instance, is fresh.
  // Reads have nothing to wait for and pass synchronously (no promise per request: decision 043).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    app.events.acknowledged().then(() => done(null, payload), done);
  });

  // PATCH bodies use JSON merge patch (ARCHITECTURE "API conventions").
  app.addContentTypeParser(
    'application/merge-patch+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await app.register(formbody);
  await app.register(errorHandler);
  await app.register(jsonOnly);
  await app.register(security, { env, redis: options.redis });
  await app.register(openapi, { origin: env.API_ORIGIN });
  await app.register(observability, { db: options.db, redis: options.redis, storage });
  await app.register(oauthServer, { redis: options.redis });
  await app.register(authenticate);
  await app.register(publicCache, { cache: responseCache });
  await app.register(oauthRoutes);
  await app.register(mediaRoutes, { storage, signer });
  await app.register(storagePartRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(raceDataFeedRoutes, { prefix: '/api' });
  // Browser journeys' time travel (decision 027): the route exists only with TIME_TRAVEL_TOKEN set.
  if (env.TIME_TRAVEL_TOKEN) await app.register(timeTravelRoutes, { prefix: '/api' });
  // Visitors' cached public reads are answered before Fastify's pipeline (decision 034); `inject` does
  // not pass through the server's listener, so tests reach it over real HTTP.
  const fastPath = createPublicFastPath(app);
  if (fastPath) installFastPath(app.server, fastPath);
  return app;
}
