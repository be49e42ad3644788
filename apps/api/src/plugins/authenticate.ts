/**
 * Bearer authentication for the API (ARCHITECTURE "API conventions"): every /api route needs an access
 * token, verified locally; user tokens also need a live user whose token version they carry. Routes say
 * who may call them in `config.access`: 'public' (any valid token, anonymous included), 'user' (the
 * default: a signed-in user) or a list of roles. Missing or bad tokens give 401, a caller who may not, 403.
 */
import type { ServerRole } from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.js';
import { HttpError, forbidden, unauthorized } from '../lib/http-errors.js';
import { ANONYMOUS_ACTOR, type Actor } from '../policies/actor.js';
import { allRolesOf } from '../policies/user.js';
import { InvalidTokenError, type AccessTokenClaims } from '../oauth/tokens.js';

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
  }
  interface FastifyRequest {
    actor: Actor;
    auth: RequestAuth | null;
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

/** Verifies the request's token and returns who is calling; throws 401 for anything that is not valid. */
export async function authenticateBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
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
    return await resolveAccessToken(app, match[1]!);
  } catch (error) {
    // "Could not check" (database or cache away) is not "token invalid": such errors reach the error
    // handler unchanged and become 503, so an infrastructure blip never signs anyone out (decision 023).
    if (!(error instanceof HttpError) && !(error instanceof InvalidTokenError)) throw error;
    challenge(reply, 'invalid_token');
    throw error instanceof HttpError ? error : unauthorized('Invalid access token');
  }
}

const REVOKED_MESSAGE = 'Access token revoked';

/**
 * Verifies a raw access token and returns who holds it; throws a 401 HttpError for anything that is not
 * valid. Shared by the HTTP hook and the Socket.IO handshake (realtime/), so both trust the same tokens.
 */
export async function resolveAccessToken(
  app: FastifyInstance,
  token: string,
): Promise<{ actor: Actor; auth: RequestAuth }> {
  let claims: AccessTokenClaims;
  try {
    claims = await app.oauth.verifyAccessToken(token);
  } catch (error) {
    throw unauthorized(error instanceof InvalidTokenError ? error.message : 'Invalid access token');
  }
  if (claims.sub === undefined) return { actor: ANONYMOUS_ACTOR, auth: { claims, userId: null } };

  const userId = /^\d{1,10}$/.test(claims.sub) ? Number(claims.sub) : NaN;
  const [user] = Number.isSafeInteger(userId)
    ? await app.db
        .select({
          id: users.id,
          roles: users.roles,
          tokenVersion: users.tokenVersion,
          deletedAt: users.deletedAt,
          disabledAt: users.disabledAt,
          deletionRequestedAt: users.deletionRequestedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
    : [];
  if (
    !user ||
    user.deletedAt ||
    user.disabledAt ||
    user.deletionRequestedAt ||
    claims.ver !== user.tokenVersion
  ) {
    throw unauthorized(REVOKED_MESSAGE);
  }
  return { actor: { userId: user.id, roles: allRolesOf(user.roles) }, auth: { claims, userId: user.id } };
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
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const { actor, auth } = await authenticateBearer(app, request, reply);
    request.actor = actor;
    request.auth = auth;
    enforceAccess(request.routeOptions.config.access ?? 'user', actor);
  });
}

export default fp(authenticatePlugin, { name: 'authenticate', dependencies: ['oauth-server'] });
