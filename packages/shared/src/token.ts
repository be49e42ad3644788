/**
 * Token rules of SPEC §4/§5/§9: when an access token may be used, the refresh-token check, the cookie
 * settings, and the two auth strategies. No library: the JWT payload is only read, never trusted.
 */

export const TOKEN_TYPE = 'Bearer';
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;
export const AUTH_COOKIE_MAX_AGE_SECONDS = AUTH_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
export const AUTH_COOKIE_PATH = '/';

/** The two sign-in strategies: anonymous client credentials (default) and authorization code (a real user). */
export const AUTH_STRATEGIES = {
  clientCredentials: 'clientCredentials',
  authorizationCode: 'authorizationCode',
} as const;
export type AuthStrategy = (typeof AUTH_STRATEGIES)[keyof typeof AUTH_STRATEGIES];
export const DEFAULT_AUTH_STRATEGY: AuthStrategy = AUTH_STRATEGIES.clientCredentials;

/** OAuth grant types sent to POST /oauth/v2/token (SPEC §7). */
export const GRANT_TYPES = {
  clientCredentials: 'client_credentials',
  authorizationCode: 'authorization_code',
  refreshToken: 'refresh_token',
} as const;

/** `Authorization` header value for a token. */
export function bearer(token: string): string {
  return `${TOKEN_TYPE} ${token}`;
}

/** Decodes base64url text (padding optional) to a UTF-8 string; null when it is not base64url. */
export function base64UrlDecode(input: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) return null;
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Reads the (unverified) JWT payload; null unless the token has three parts and a JSON object payload. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  const json = base64UrlDecode(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** SPEC §5: an access token is usable only with three dot-separated parts and an `exp` not yet passed. */
export function isAccessTokenValid(
  token: string | null | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp > nowSeconds;
}

/** SPEC §5: the refresh token is only checked for being non-empty. */
export function isRefreshTokenValid(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.trim() !== '';
}

/** The token id (jti) the logout redirect sends; null when absent. */
export function tokenId(token: string): string | null {
  const jti = decodeJwtPayload(token)?.jti;
  return typeof jti === 'string' ? jti : null;
}
