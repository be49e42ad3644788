/**
 * Bearer authentication for the API (ARCHITECTURE "API conventions"): every /api route needs an access
 * token, verified locally; user tokens also need a live user whose token version they carry. Routes say
 * who may call them in `config.access`: 'public' (any valid token, anonymous included), 'user' (the
 * default: a signed-in user) or a list of roles. Missing or bad tokens give 401, a caller who may not, 403.
 */
import type { ServerRole } from '@stride/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.js';
import { HttpError, forbidden, unauthorized } from '../lib/http-errors.js';
import { ANONYMOUS_ACTOR, type Actor } from '../policies/actor.js';
import { allRolesOf } from '../policies/user.js';
import { InvalidTokenError, type AccessTokenClaims } from '../oauth/tokens.js';
import {
  authKeysOf,
  createUserStateCache,
  type UserAuthState,
  type UserStateCache,
} from '../cache/auth-cache.js';
import type { VersionSnapshot } from '../cache/feed-cache.js';
import { applyCountedHit } from './security.js';

/** Who may call a route: any token holder, a signed-in user (default), or holders of one of the roles. */
export type RouteAccess = 'public' | 'user' | readonly ServerRole[];

/** The verified token behind a request (null until authenticated, and for routes outside /api). */
export interface RequestAuth {
  claims: AccessTokenClaims;
  /** The user id for user tokens, null for anonymous ones. */
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route reads the members' feed cache: its versions are read with the bearer check's. */
    readsFeedVersions?: boolean;
  }
  interface FastifyRequest {
    actor: Actor;
    auth: RequestAuth | null;
    /** Cache versions read for this request in its one Redis round trip (decision 034), if any. */
    versionSnapshot: VersionSnapshot | null;
  }
  interface FastifyInstance {
    /** onRequest hook: authenticates the bearer token and enforces the route's `config.access`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Route config for public reads and public forms: any valid token, anonymous included. */
export const PUBLIC_ACCESS = { access: 'public' } as const satisfies { access: RouteAccess };

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

function challenge(reply: FastifyReply, error?: string): void {
  reply.header('www-authenticate', error ? `Bearer realm="api", error="${error}"` : 'Bearer realm="api"');
}

/**
 * Verifies the request's token and returns who is calling. Only a token or user-state problem is a 401;
 * an infrastructure failure (database or Redis unreachable) propagates unchanged, so the error handler
 * answers 503 and a database blip never signs members out (issue 17).
 */
export async function authenticateBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  snapshotFor?: SnapshotReader,
): Promise<{ actor: Actor; auth: RequestAuth }> {
  const header = request.headers.authorization;
  if (!header) {
    challenge(reply);
    throw unauthorized();
  }
  const match = BEARER.exec(header);
  if (!match) {
    challenge(reply, 'invalid_request');
    throw unauthorized('Malformed Authorization header');
  }
  try {
    return await resolveAccessToken(app, match[1]!, snapshotFor);
  } catch (error) {
    // "Could not check" (database or cache away) is not "token invalid": such errors reach the error
    // handler unchanged and become 503, so an infrastructure blip never signs anyone out (decision 023).
    if (error instanceof InvalidTokenError) {
      challenge(reply, 'invalid_token');
      throw unauthorized(error.message);
    }
    if (error instanceof HttpError && error.statusCode === 401) challenge(reply, 'invalid_token');
    throw error;
  }
}

const REVOKED_MESSAGE = 'Access token revoked';

/**
 * Verified claims per token string until the token's `exp` (issue 19): the ES256 signature is checked
 * once per token, not once per request. Bounded; the oldest entry goes first. The user's state is cached
 * separately (cache/auth-cache.ts) and dropped by the versions every revocation bumps (decision 030).
 */
class VerifiedTokenCache {
  private readonly entries = new Map<string, AccessTokenClaims>();
  constructor(private readonly max: number) {}

  get(token: string, nowSeconds: number): AccessTokenClaims | undefined {
    const claims = this.entries.get(token);
    if (claims && claims.exp <= nowSeconds) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: AccessTokenClaims): void {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, claims);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Tokens kept verified per process (about 1 KB each). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
// One cache per authorization server (child Fastify contexts share `app.oauth`).
const caches = new WeakMap<object, VerifiedTokenCache>();

function verifiedTokens(app: FastifyInstance): VerifiedTokenCache {
  let cache = caches.get(app.oauth);
  if (!cache) {
    cache = new VerifiedTokenCache(VERIFIED_TOKEN_CACHE_SIZE);
    caches.set(app.oauth, cache);
  }
  return cache;
}

/** How many verified tokens this server holds (tests pin the cache's bound). */
export function verifiedTokenCount(app: FastifyInstance): number {
  return verifiedTokens(app).size;
}

/**
 * Whether `authorization` carries an anonymous (client-credentials) token this server already verified
 * and that has not expired — synchronously, for the public fast path (plugins/public-fast-path.ts). Such a
 * token is answered exactly as resolveAccessToken would: the anonymous actor, no user state to check.
 * Anything else (no header, a user token, a token never seen) answers false and takes the full pipeline.
 */
export function isVerifiedAnonymousBearer(app: FastifyInstance, authorization: string | undefined): boolean {
  if (authorization === undefined) return false;
  const match = BEARER.exec(authorization);
  if (!match) return false;
  const claims = verifiedTokens(app).get(match[1]!, Date.now() / 1000);
  return claims !== undefined && claims.sub === undefined;
}

const userStateCaches = new WeakMap<object, UserStateCache>();

function userStates(app: FastifyInstance): UserStateCache {
  let cache = userStateCaches.get(app.oauth);
  if (!cache) {
    cache = createUserStateCache(app.cacheVersions);
    userStateCaches.set(app.oauth, cache);
  }
  return cache;
}

async function verifyOnce(app: FastifyInstance, token: string): Promise<AccessTokenClaims> {
  const cache = verifiedTokens(app);
  const cached = cache.get(token, Date.now() / 1000);
  if (cached) return cached;
  let claims: AccessTokenClaims;
  try {
    claims = await app.oauth.verifyAccessToken(token);
  } catch (error) {
    throw unauthorized(error instanceof InvalidTokenError ? error.message : 'Invalid access token');
  }
  cache.set(token, claims);
  return claims;
}

/** The bearer check's user state from the database (and the revocation list), for the auth cache. */
async function loadUserState(
  app: FastifyInstance,
  userId: number,
  gid: string | undefined,
): Promise<UserAuthState | undefined> {
  const list = app.oauth.revocations;
  const inQuery = gid !== undefined ? list.revokedSql?.(gid) : undefined;
  const [[row], revokedElsewhere] = await Promise.all([
    app.db
      .select({
        id: users.id,
        roles: users.roles,
        tokenVersion: users.tokenVersion,
        deletedAt: users.deletedAt,
        disabledAt: users.disabledAt,
        deletionRequestedAt: users.deletionRequestedAt,
        revoked: inQuery ?? sql<boolean>`false`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    gid === undefined || inQuery ? Promise.resolve(false) : list.isRevoked(gid),
  ]);
  if (!row) return undefined;
  return {
    id: row.id,
    roles: row.roles,
    tokenVersion: row.tokenVersion,
    revoked: revokedElsewhere || row.revoked === true,
    inactive: Boolean(row.deletedAt || row.disabledAt || row.deletionRequestedAt),
  };
}

/**
 * Verifies a raw access token and returns who holds it; throws a 401 HttpError for anything that is not
 * valid (other errors are infrastructure failures and propagate). Shared by the HTTP hook and the
 * Socket.IO handshake (realtime/), so both trust the same tokens.
 */
export async function resolveAccessToken(
  app: FastifyInstance,
  token: string,
  snapshotFor?: SnapshotReader,
): Promise<{ actor: Actor; auth: RequestAuth }> {
  const claims = await verifyOnce(app, token);
  if (claims.sub === undefined) return { actor: ANONYMOUS_ACTOR, auth: { claims, userId: null } };

  const userId = /^\d{1,10}$/.test(claims.sub) ? Number(claims.sub) : NaN;
  if (!Number.isSafeInteger(userId)) throw unauthorized(REVOKED_MESSAGE);
  // Our provider puts the grant in every user token (oauth/account.ts); the token version covers the rest.
  // With the list in the database the check rides in the user query; with Redis it runs alongside. The
  // answer is cached per (user, grant) while the auth versions are unchanged (cache/auth-cache.ts).
  const gid = claims.gid;
  const snapshot = snapshotFor ? await snapshotFor(userId) : undefined;
  const user = await userStates(app).get(userId, gid, () => loadUserState(app, userId, gid), snapshot);
  if (!user || user.revoked || user.inactive || claims.ver !== user.tokenVersion) {
    throw unauthorized(REVOKED_MESSAGE);
  }
  return { actor: { userId: user.id, roles: allRolesOf(user.roles) }, auth: { claims, userId: user.id } };
}

/** Reads the cache versions a signed-in request needs, once its user id is known (before any data). */
type SnapshotReader = (userId: number) => Promise<VersionSnapshot>;

/**
 * With Redis, a signed-in request's global rate-limit hit, bearer-check versions and (on the feed) feed
 * versions in one round trip instead of three (decision 034). Undefined when that does not apply: no
 * Redis, or a route with its own limit (the limiter counts those as before).
 */
function combinedRead(app: FastifyInstance, request: FastifyRequest) {
  const limit = app.sharedRateLimit;
  const readCounting = app.cacheVersions.readCounting?.bind(app.cacheVersions);
  const config = request.routeOptions.config;
  if (!limit || !readCounting || config.rateLimit !== undefined) return undefined;
  let hit: { current: number; ttl: number } | null = null;
  return {
    snapshotFor: async (userId: number): Promise<VersionSnapshot> => {
      const keys = [
        ...new Set([
          ...authKeysOf(userId),
          ...(config.readsFeedVersions ? app.feedCache.keysFor(userId) : []),
        ]),
      ];
      const read = await readCounting(keys, {
        key: `${limit.keyPrefix}${request.ip}`,
        windowMs: limit.windowMs,
      });
      hit = read.hit;
      const snapshot = new Map(keys.map((key, i) => [key, read.versions[i]!]));
      request.versionSnapshot = snapshot;
      return snapshot;
    },
    /** After authentication, as the limiter ran after it: its headers, or its 429. */
    applyRateLimit(reply: FastifyReply) {
      if (hit) applyCountedHit(request, reply, limit, hit);
    },
  };
}

/** Throws 403 unless the actor may call a route declared with `access`. */
export function enforceAccess(access: RouteAccess, actor: Actor): void {
  if (access === 'public') return;
  if (actor.userId === null) throw forbidden();
  if (access === 'user') return;
  if (!actor.roles.some((role) => access.includes(role))) throw forbidden();
}

async function authenticatePlugin(app: FastifyInstance): Promise<void> {
  // Fastify wants a non-reference initial value; every authenticated request gets its own.
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('auth', null);
  app.decorateRequest('versionSnapshot', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const combined = combinedRead(app, request);
    const { actor, auth } = await authenticateBearer(app, request, reply, combined?.snapshotFor);
    request.actor = actor;
    request.auth = auth;
    enforceAccess(request.routeOptions.config.access ?? 'user', actor);
    combined?.applyRateLimit(reply);
  });
  // Whatever a signed-in user is answered is theirs: no browser, proxy or shared cache keeps it
  // (issue 14 case 8, ASVS 5.0 V14.3.2). Anonymous public reads keep their own caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.auth?.userId != null) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(authenticatePlugin, { name: 'authenticate', dependencies: ['oauth-server'] });
