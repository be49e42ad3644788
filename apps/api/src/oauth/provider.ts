/**
 * The OAuth 2 / OpenID authorization server (oidc-provider), configured for SPEC §4/§7/§9: client
 * credentials for anonymous visitors, authorization code with PKCE S256 only, rotating refresh tokens
 * whose reuse revokes the grant, and short-lived JWT access tokens for the API resource.
 */
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import { allowedOrigins } from '../plugins/security.js';
import { createDrizzleAdapter } from './adapter.js';
import { API_SCOPE, customizeJwt, extraTokenClaims, findAccount, loadExistingGrant } from './account.js';
import { oauthClients } from './clients.js';
import { SIGNING_ALG, type ServerKeySet } from './keys.js';
import { messagePage } from './views/layout.js';

/** Where the provider is mounted on the API origin. */
export const OAUTH_PREFIX = '/oauth/v2';
/** Refresh tokens (and the sign-in they belong to) last 30 days, like the web's auth cookies (SPEC §9). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUTHORIZATION_CODE_TTL_SECONDS = 60;
const INTERACTION_TTL_SECONDS = 60 * 60;

/** Issuer identifier: the API origin plus the mount path. */
export function issuerOf(env: Env): string {
  return `${env.API_ORIGIN.replace(/\/$/, '')}${OAUTH_PREFIX}`;
}

/** The API's resource indicator, the `aud` of every access token. */
export function apiAudience(env: Env): string {
  return `${env.API_ORIGIN.replace(/\/$/, '')}/api`;
}

/** Path of an interaction's pages (sign-in or registration). */
export function interactionPath(uid: string): string {
  return `${OAUTH_PREFIX}/interaction/${uid}`;
}

/** Builds the provider on the database and the persisted keys. */
export function createProvider(env: Env, db: Db, keys: ServerKeySet): Provider {
  const audience = apiAudience(env);
  const origins = allowedOrigins(env);
  const configuration: Configuration = {
    adapter: createDrizzleAdapter(db),
    clients: oauthClients(env),
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookie,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    findAccount: findAccount(db),
    extraTokenClaims: extraTokenClaims(db, env.ACCESS_TOKEN_TTL_SECONDS),
    loadExistingGrant: loadExistingGrant(audience),
    // SPEC §7: the authorize request of /register says which page to show first.
    extraParams: ['screen'],
    scopes: ['openid', 'offline_access'],
    claims: { openid: ['sub'] },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    // OpenID honours offline_access only with prompt=consent, which a first-party client never shows:
    // every code of a client allowed the refresh_token grant gets one, living on after the browser
    // session (logout and password change revoke grants explicitly).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    enabledJWA: {
      idTokenSigningAlgValues: [SIGNING_ALG],
      requestObjectSigningAlgValues: [SIGNING_ALG],
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: false },
      revocation: { enabled: true },
      // The built-in userinfo refuses audience-bound tokens; GET /oauth/v2/user-info is a Fastify route.
      userinfo: { enabled: false },
      // Logout is the SPEC's GET /oauth/v2/logout (a Fastify route that also revokes the user's grants).
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: env.ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    formats: { customizers: { jwt: customizeJwt } },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    ttl: {
      AccessToken: env.ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: env.ACCESS_TOKEN_TTL_SECONDS,
      IdToken: env.ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: REFRESH_TOKEN_TTL_SECONDS,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      // A rotated refresh token inherits what is left of the original: 30 days from sign-in, not sliding.
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : REFRESH_TOKEN_TTL_SECONDS;
      },
    },
    renderError: (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        env.WEB_ORIGIN,
        'Sign-in problem',
        `${out.error_description ?? out.error}. Please go back to Stride and try again.`,
        { href: `${env.WEB_ORIGIN}/`, label: 'Back to Stride' },
      );
    },
  };
  const provider = new Provider(issuerOf(env), configuration);
  provider.proxy = env.TRUST_PROXY;
  return provider;
}
