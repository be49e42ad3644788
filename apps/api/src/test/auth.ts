/**
 * Tokens for API tests that are not about authentication: signed with the app's own key exactly like the
 * provider signs them, without going through the token endpoint (fast). The auth tests themselves use the
 * real endpoints (see oauth-flow.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, importJWK } from 'jose';
import { users, type User } from '../db/schema/index.js';
import { WEB_CLIENT_ID } from '../oauth/clients.js';
import { SIGNING_ALG } from '../oauth/keys.js';

export interface MintOptions {
  /** User id; omit for an anonymous (client-credentials) token. */
  sub?: string;
  ver?: number;
  gid?: string;
  /** Lifetime in seconds (negative for an already expired token). */
  ttl?: number;
}

/** Signs an access token with the app's current signing key. */
export async function mintAccessToken(app: FastifyInstance, options: MintOptions = {}): Promise<string> {
  const jwk = app.oauth.keys.signing[0]!;
  const key = await importJWK(jwk, SIGNING_ALG);
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { client_id: WEB_CLIENT_ID };
  if (options.sub === undefined) claims.roles = ['ROLE_UNAUTH'];
  if (options.ver !== undefined) claims.ver = options.ver;
  if (options.gid !== undefined) claims.gid = options.gid;
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(app.oauth.issuer)
    .setAudience(app.oauth.audience)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (options.ttl ?? 900));
  if (options.sub !== undefined) jwt.setSubject(options.sub);
  return jwt.sign(key);
}

/** An anonymous visitor's token (what the web gets with client credentials). */
export function anonymousToken(app: FastifyInstance): Promise<string> {
  return mintAccessToken(app);
}

/** `Authorization` header of an anonymous visitor. */
export async function anonymousHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await anonymousToken(app)}` };
}

/** `Authorization` header of a signed-in user (reads the user's current token version). */
export async function loginAs(app: FastifyInstance, user: Pick<User, 'id'>): Promise<{ authorization: string }> {
  const [row] = await app.db.select({ ver: users.tokenVersion }).from(users).where(eq(users.id, user.id));
  const token = await mintAccessToken(app, { sub: String(user.id), ver: row?.ver ?? 0 });
  return { authorization: `Bearer ${token}` };
}
