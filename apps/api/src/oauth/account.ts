/**
 * The user side of the authorization server: who an account id is (findAccount), which claims our
 * access tokens carry, and the grant a first-party client gets without a consent screen.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Account, AccessToken, ClientCredentials, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.js';
import { oauthKv, users } from '../db/schema/index.js';

/** oauth_kv model of the token-id index (jti → grant and account) used by logout. */
export const ACCESS_TOKEN_ID_MODEL = 'AccessTokenId';

/** Scope of the API resource server (the only resource). */
export const API_SCOPE = 'api';
/** OpenID scopes the web's sign-in asks for: an ID token and a refresh token. */
export const SIGN_IN_SCOPES = ['openid', 'offline_access'] as const;

/** The active user behind an account id (not deleted, disabled or awaiting deletion), or null. */
export async function findActiveUser(db: Db, accountId: string): Promise<{ id: number; tokenVersion: number } | null> {
  if (!/^\d{1,10}$/.test(accountId)) return null;
  const [row] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(
      and(
        eq(users.id, Number(accountId)),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
        isNull(users.deletionRequestedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** oidc-provider's findAccount: inactive users have no account, so their refresh tokens stop working. */
export function findAccount(db: Db): NonNullable<Configuration['findAccount']> {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const user = await findActiveUser(db, sub);
    if (!user) return undefined;
    return { accountId: String(user.id), claims: () => ({ sub: String(user.id) }) };
  };
}

/**
 * Extra claims of user access tokens: `ver`, the user's token version when issued (the bearer check
 * refuses older ones, which is how logout, password change and deletion cut JWTs), and `gid`, the grant,
 * so change-password can keep the caller's own sign-in while revoking the others. The token id is indexed
 * (an `AccessTokenId` row for the token's lifetime) so the SPEC's logout by token id can find its grant.
 */
export function extraTokenClaims(db: Db, ttlSeconds: number): NonNullable<Configuration['extraTokenClaims']> {
  return async (_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials) => {
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const user = await findActiveUser(db, token.accountId);
    if (token.jti && token.grantId) {
      await db
        .insert(oauthKv)
        .values({
          id: `${ACCESS_TOKEN_ID_MODEL}:${token.jti}`,
          model: ACCESS_TOKEN_ID_MODEL,
          payload: {},
          grantId: token.grantId,
          accountId: token.accountId,
          expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        })
        .onConflictDoNothing();
    }
    return { ver: user?.tokenVersion ?? -1, gid: token.grantId };
  };
}

/**
 * Shapes the JWT: client-credentials tokens are anonymous, so they lose the `sub` the provider fills with
 * the client id and say their only role is ROLE_UNAUTH (SPEC §6).
 */
export const customizeJwt: NonNullable<NonNullable<NonNullable<Configuration['formats']>['customizers']>['jwt']> = (
  _ctx,
  token,
  parts,
) => {
  if (token.kind === 'ClientCredentials') {
    delete parts.payload.sub;
    parts.payload.roles = ['ROLE_UNAUTH'];
  }
};

/**
 * First-party clients skip consent: the grant of the session (or a new one) is given the requested OpenID
 * scopes and the API scope, so the consent prompt finds nothing missing.
 */
export function loadExistingGrant(audience: string): NonNullable<Configuration['loadExistingGrant']> {
  return async (ctx) => {
    const { client, session, params, provider, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = (result?.consent?.grantId as string | undefined) ?? session.grantIdFor(client.clientId);
    let grant = grantId ? await provider.Grant.find(grantId) : undefined;
    if (grant && (grant.accountId !== session.accountId || grant.clientId !== client.clientId)) grant = undefined;
    grant ??= new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    const requested = String(params?.scope ?? '').split(' ');
    grant.addOIDCScope(SIGN_IN_SCOPES.filter((scope) => requested.includes(scope)));
    grant.addResourceScope(audience, API_SCOPE);
    await grant.save();
    return grant;
  };
}
