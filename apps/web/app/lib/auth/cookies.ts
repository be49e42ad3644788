/**
 * The auth cookies of SPEC §9: prefix `auth.`, 30 days, path `/`, `Secure` in production, `SameSite=Lax`.
 * Tokens are HttpOnly (scripts never read them); the strategy cookie is readable so the browser-side
 * client knows which strategy it runs under. The PKCE cookie lives only as long as a sign-in may take.
 */
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  AUTH_COOKIE_PATH,
  AUTH_COOKIE_PREFIX,
  AUTH_STRATEGIES,
  type AuthStrategy,
} from '@stride/shared';
import { parse, serialize } from 'cookie';

export const AUTH_COOKIES = {
  strategy: `${AUTH_COOKIE_PREFIX}strategy`,
  accessToken: `${AUTH_COOKIE_PREFIX}access_token`,
  refreshToken: `${AUTH_COOKIE_PREFIX}refresh_token`,
  /** State, code verifier and return path of a sign-in in progress. */
  pkce: `${AUTH_COOKIE_PREFIX}pkce`,
} as const;
export type AuthCookieName = (typeof AUTH_COOKIES)[keyof typeof AUTH_COOKIES];

/** How long a sign-in may take between the redirect to the provider and the callback. */
export const PKCE_COOKIE_MAX_AGE_SECONDS = 15 * 60;

/** Everything the auth cookies of one request hold (absent cookies are null). */
export interface AuthCookieValues {
  strategy: AuthStrategy | null;
  accessToken: string | null;
  refreshToken: string | null;
  pkce: string | null;
}

function isStrategy(value: unknown): value is AuthStrategy {
  return value === AUTH_STRATEGIES.clientCredentials || value === AUTH_STRATEGIES.authorizationCode;
}

/** Reads the auth cookies from a `Cookie` header; unknown strategy values count as absent. */
export function readAuthCookies(cookieHeader: string | null | undefined): AuthCookieValues {
  const cookies = cookieHeader ? parse(cookieHeader) : {};
  const text = (name: string) => {
    const value = cookies[name];
    return value === undefined || value === '' ? null : value;
  };
  const strategy = text(AUTH_COOKIES.strategy);
  return {
    strategy: isStrategy(strategy) ? strategy : null,
    accessToken: text(AUTH_COOKIES.accessToken),
    refreshToken: text(AUTH_COOKIES.refreshToken),
    pkce: text(AUTH_COOKIES.pkce),
  };
}

export interface AuthCookieSettings {
  /** `Secure` attribute (production, SPEC §9). */
  secure: boolean;
}

/** A `Set-Cookie` header value that stores an auth cookie with the SPEC §9 attributes. */
export function setAuthCookie(
  name: AuthCookieName,
  value: string,
  settings: AuthCookieSettings,
  maxAge: number = name === AUTH_COOKIES.pkce ? PKCE_COOKIE_MAX_AGE_SECONDS : AUTH_COOKIE_MAX_AGE_SECONDS,
): string {
  return serialize(name, value, {
    maxAge,
    path: AUTH_COOKIE_PATH,
    sameSite: 'lax',
    secure: settings.secure,
    // Only the strategy name is for scripts; tokens and the PKCE verifier never are.
    httpOnly: name !== AUTH_COOKIES.strategy,
  });
}

/** A `Set-Cookie` header value that deletes an auth cookie. */
export function clearAuthCookie(name: AuthCookieName, settings: AuthCookieSettings): string {
  return setAuthCookie(name, '', settings, 0);
}

/** Reads the strategy from `document.cookie` in the browser (the only auth cookie scripts can see). */
export function strategyFromDocumentCookie(documentCookie: string): AuthStrategy {
  return readAuthCookies(documentCookie).strategy ?? AUTH_STRATEGIES.clientCredentials;
}
