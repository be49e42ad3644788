/**
 * The authorization server's own HTTP surface next to the provider's endpoints: the SPEC §7 entry points
 * GET /login and /register (start a code + PKCE request), GET /oauth/v2/user-info (the signed-in user)
 * and GET /oauth/v2/logout (end the session, revoke the user's tokens, go back to an allowed URI).
 */
import { PKCE_METHOD, userSchema } from '@stride/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { presentUser } from '../presenters/user.js';
import { revokeSignIn } from '../services/accounts.js';
import { loadUserProfile } from '../services/users.js';
import { forbidden } from '../lib/http-errors.js';
import { eq } from 'drizzle-orm';
import { oauthKv } from '../db/schema/index.js';
import { ACCESS_TOKEN_ID_MODEL, SIGN_IN_SCOPES } from './account.js';
import { createAccessTokenVerifier } from './tokens.js';
import { postLogoutRedirectUris } from './clients.js';
import { OAUTH_PREFIX, REFRESH_TOKEN_TTL_SECONDS } from './provider.js';
import interactionRoutes from './interaction.routes.js';
import { messagePage } from './views/layout.js';

/** SPEC §7 query of the redirect to /login or /register. */
export const startQuery = z.object({
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  response_type: z.literal('code'),
  state: z.string().min(1).max(500),
  code_challenge: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  code_challenge_method: z.literal(PKCE_METHOD).optional(),
});

/** Query of GET /oauth/v2/logout: where to go back to, and the token id (jti) the web last held. */
const logoutQuery = z.object({
  redirect_uri: z.string().max(2000).optional(),
  post_logout_redirect_uri: z.string().max(2000).optional(),
  token_id: z.string().max(200).optional(),
  state: z.string().max(500).optional(),
});

const oauthRoutes: FastifyPluginAsync = async (app) => {
  const { env } = app;
  const { provider } = app.oauth;

  function htmlError(reply: FastifyReply, status: number, title: string, message: string) {
    return reply
      .status(status)
      .header('content-security-policy', app.oauth.pageCsp)
      .type('text/html; charset=utf-8')
      .send(messagePage(env.WEB_ORIGIN, title, message, { href: `${env.WEB_ORIGIN}/`, label: 'Back to Stride' }));
  }

  for (const screen of ['login', 'register'] as const) {
    app.get(`/${screen}`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = startQuery.safeParse(request.query);
      if (!parsed.success) {
        const plain = (request.query as Record<string, unknown>).code_challenge_method;
        return htmlError(
          reply,
          400,
          'Sign-in problem',
          plain !== undefined && plain !== PKCE_METHOD
            ? 'Only the S256 code challenge method is supported.'
            : 'The sign-in link is incomplete. Please go back to Stride and try again.',
        );
      }
      const q = parsed.data;
      const params = new URLSearchParams({
        client_id: q.client_id,
        redirect_uri: q.redirect_uri,
        response_type: 'code',
        state: q.state,
        code_challenge: q.code_challenge,
        code_challenge_method: PKCE_METHOD,
        scope: SIGN_IN_SCOPES.join(' '),
        ...(screen === 'register' ? { screen } : {}),
      });
      return reply.redirect(`${OAUTH_PREFIX}/auth?${params.toString()}`, 303);
    });
  }

  await app.register(interactionRoutes);

  app.get(
    `${OAUTH_PREFIX}/user-info`,
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: userSchema } },
    },
    async (request) => {
      const profile = request.actor.userId === null ? null : await loadUserProfile(app.db, request.actor.userId);
      if (!profile) throw forbidden();
      return presentUser(profile, { origin: env.API_ORIGIN, jti: request.auth?.claims.jti ?? null });
    },
  );

  const allowedLogoutTargets = new Set(postLogoutRedirectUris(env));
  const verifyForLogout = createAccessTokenVerifier(
    app.oauth.keys.signing,
    app.oauth.issuer,
    app.oauth.audience,
    REFRESH_TOKEN_TTL_SECONDS,
  );

  /** The sign-in a logout names by its access token (even expired) or by a token id we issued. */
  async function signInOfLogout(
    authorization: string | undefined,
    tokenIdParam: string | undefined,
  ): Promise<{ userId: number; grantIds: string[] } | null> {
    const bearer = authorization ? /^Bearer (\S+)$/.exec(authorization)?.[1] : undefined;
    if (bearer) {
      const claims = await verifyForLogout(bearer).catch(() => null);
      if (claims?.sub && claims.gid && /^\d{1,10}$/.test(claims.sub)) {
        return { userId: Number(claims.sub), grantIds: [claims.gid] };
      }
    }
    if (!tokenIdParam) return null;
    const [row] = await app.db
      .select({ grantId: oauthKv.grantId, accountId: oauthKv.accountId })
      .from(oauthKv)
      .where(eq(oauthKv.id, `${ACCESS_TOKEN_ID_MODEL}:${tokenIdParam}`))
      .limit(1);
    if (!row?.grantId || !row.accountId || !/^\d{1,10}$/.test(row.accountId)) return null;
    return { userId: Number(row.accountId), grantIds: [row.grantId] };
  }

  app.get(`${OAUTH_PREFIX}/logout`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = logoutQuery.safeParse(request.query);
    const target = parsed.success ? (parsed.data.redirect_uri ?? parsed.data.post_logout_redirect_uri) : undefined;
    if (!target || !allowedLogoutTargets.has(target)) {
      return htmlError(reply, 400, 'Logout problem', 'This logout link does not lead back to Stride.');
    }
    // The provider session (its cookie came with this top-level navigation) says who is leaving; without
    // it, the access token (Authorization header, from the web server) or the token id finds the grant.
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx);
    const ended: Array<{ userId: number; grantIds: string[] }> = [];
    if (session.accountId) {
      const grantIds = Object.values(session.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []));
      ended.push({ userId: Number(session.accountId), grantIds });
    }
    const signIn = await signInOfLogout(request.headers.authorization, parsed.data?.token_id);
    if (signIn) ended.push(signIn);
    for (const { userId, grantIds } of ended) {
      // This sign-in's grants (refresh tokens) go and its access tokens are refused from now on; the
      // user's other devices simply refresh theirs.
      await revokeSignIn(app.db, userId, grantIds);
      await app.oauth.revocations.revoke(grantIds);
      app.events.emit('session.revoked', { grantIds });
      request.log.info({ accountId: userId }, 'logout');
    }
    await session.destroy();
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, signed: true, path: '/', secure: ctx.secure };
    ctx.cookies.set(provider.cookieName('session'), null, cookieOptions);
    const location = new URL(target);
    if (parsed.data?.state) location.searchParams.set('state', parsed.data.state);
    return reply.header('cache-control', 'no-store').redirect(location.toString(), 303);
  });
};

export default oauthRoutes;
