/**
 * Builds the Fastify instance: plugins, error format, OpenAPI, observability and every route.
 * Used by server.ts and by the API tests (through `app.inject` or a real listening port), so nothing
 * here reads process.env or opens resources it does not receive.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from './db/client.js';
import { loadEnv, type Env } from './env.js';
import { REDACT_PATHS, redactUrl } from './lib/redact.js';
import errorHandler from './plugins/error-handler.js';
import observability from './plugins/observability.js';
import openapi from './plugins/openapi.js';
import security from './plugins/security.js';
import authenticate from './plugins/authenticate.js';
import oauthServer from './oauth/index.js';
import oauthRoutes from './oauth/routes.js';
import mediaRoutes from './routes/media.js';
import { apiRoutes } from './routes/index.js';
import type { StorageDriver } from './storage/driver.js';
import { createLocalStorage } from './storage/local.js';
import { resolveDataDir } from './lib/paths.js';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    storage: StorageDriver;
  }
}

export interface BuildAppOptions {
  db: Db;
  env?: Env;
  storage?: StorageDriver;
  redis?: Redis;
  /** Log to stdout (true), to a given stream (tests that read logs), or stay silent. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** Creates a ready-to-listen API instance from its dependencies. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const storage = options.storage ?? createLocalStorage(path.join(resolveDataDir(env.DATA_DIR), 'storage'));
  const app = Fastify({
    logger: options.logger
      ? {
          level: env.LOG_LEVEL,
          redact: { paths: REDACT_PATHS, censor: '[redacted]' },
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    trustProxy: env.TRUST_PROXY ? true : env.TRUSTED_PROXIES,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('env', env);
  app.decorate('storage', storage);

  // PATCH bodies use JSON merge patch (ARCHITECTURE "API conventions").
  app.addContentTypeParser(
    'application/merge-patch+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await app.register(formbody);
  await app.register(errorHandler);
  await app.register(security, { env, redis: options.redis });
  await app.register(openapi, { origin: env.API_ORIGIN });
  await app.register(observability, { db: options.db });
  await app.register(oauthServer, { redis: options.redis });
  await app.register(authenticate);
  await app.register(oauthRoutes);
  await app.register(mediaRoutes, { storage });
  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}
