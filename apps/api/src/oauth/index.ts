/**
 * Mounts the authorization server on the API: loads (or creates) its keys, builds the provider and
 * decorates `app.oauth`, and hands every /oauth/v2 request no Fastify route claims to the provider —
 * so our own routes under the prefix (user-info, logout, interaction pages) win.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type Provider from 'oidc-provider';
import { spaceList } from './clients.js';
import { loadServerKeys, type ServerKeySet } from './keys.js';
import { OAUTH_PREFIX, apiAudience, createProvider, issuerOf } from './provider.js';
import { databaseThrottleStore, redisThrottleStore, type ThrottleStore } from './throttle.js';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './tokens.js';
import {
  announcingRevocationList,
  databaseRevocationList,
  layeredRevocationList,
  redisRevocationList,
  type RevocationList,
} from './revocations.js';
import { AUTH_ALL_KEY } from '../cache/auth-cache.js';
import { redisKeys } from '../lib/redis-keys.js';

export interface OAuthServer {
  provider: Provider;
  issuer: string;
  audience: string;
  keys: ServerKeySet;
  verifyAccessToken: AccessTokenVerifier;
  throttle: ThrottleStore;
  /** Revoked grants whose unexpired access tokens the bearer check refuses (decision 020). */
  revocations: RevocationList;
  /** Content-Security-Policy of our HTML pages: forms post to ourselves, then redirect to the clients. */
  pageCsp: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    oauth: OAuthServer;
  }
}

export interface OAuthServerOptions {
  redis?: Redis | undefined;
}

function redirectOrigins(uris: string[]): string[] {
  const origins = new Set<string>();
  for (const uri of uris) {
    const parsed = URL.parse(uri);
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) origins.add(parsed.origin);
  }
  return [...origins];
}

const oauthServer: FastifyPluginAsync<OAuthServerOptions> = async (app, { redis }) => {
  const { env, db } = app;
  const keys = await loadServerKeys(db);
  const provider = createProvider(env, db, keys);
  const issuer = issuerOf(env);
  const audience = apiAudience(env);
  const databaseRevocations = databaseRevocationList(db, env.ACCESS_TOKEN_TTL_SECONDS);
  const listed = redis
    ? layeredRevocationList(
        redisRevocationList(
          redis,
          redisKeys(env.REDIS_KEY_PREFIX).revokedGrant,
          env.ACCESS_TOKEN_TTL_SECONDS,
        ),
        databaseRevocations,
        (err) => app.log.warn({ err }, 'revocation list: Redis unavailable, using the database'),
      )
    : databaseRevocations;
  const revocations = announcingRevocationList(listed, () => app.cacheVersions.bump([AUTH_ALL_KEY]));
  // RFC 9700 §4.14.2: a reused refresh token revokes its grant; its access tokens must stop too, and
  // its sockets close (the provider revoked the refresh tokens; the access tokens are JWTs).
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    revocations.revoke([grantId]).then(
      () => app.events.emit('session.revoked', { grantIds: [grantId] }),
      (err: unknown) => app.log.error({ err }, 'could not record a revoked grant'),
    );
  });
  const formTargets = redirectOrigins([...spaceList(env.OAUTH_REDIRECT_URIS), env.WEB_ORIGIN]);
  app.decorate('oauth', {
    provider,
    issuer,
    audience,
    keys,
    verifyAccessToken: createAccessTokenVerifier(keys.signing, issuer, audience),
    throttle: redis
      ? redisThrottleStore(redis, redisKeys(env.REDIS_KEY_PREFIX).loginThrottle)
      : databaseThrottleStore(db),
    revocations,
    pageCsp: [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      `form-action 'self' ${formTargets.join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  });

  const callback = provider.callback();
  // Synchronous for every other request (no promise per request: decision 043).
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (
      !request.is404 ||
      !(url === OAUTH_PREFIX || url.startsWith(`${OAUTH_PREFIX}/`) || url.startsWith(`${OAUTH_PREFIX}?`))
    )
      return done();
    handToProvider(request, reply, url).then(() => done(), done);
  });
  async function handToProvider(request: FastifyRequest, reply: FastifyReply, url: string): Promise<void> {
    // Headers Fastify already decided (helmet, CORS, rate limit) go out with the provider's answer too.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
    }
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(OAUTH_PREFIX.length) || '/';
    await callback(raw, reply.raw);
  }
};

export default fp(oauthServer, { name: 'oauth-server' });
