// @vitest-environment node
import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import {
  AUTH_COOKIES,
  PKCE_COOKIE_MAX_AGE_SECONDS,
  clearAuthCookie,
  readAuthCookies,
  setAuthCookie,
  strategyFromDocumentCookie,
} from './cookies';

describe('auth cookies (SPEC §9)', () => {
  it('are prefixed auth., live 30 days on path / with SameSite=Lax, and are Secure when asked', () => {
    const cookie = parseSetCookie(setAuthCookie(AUTH_COOKIES.refreshToken, 'r-1', { secure: true }));
    expect(cookie).toMatchObject({
      name: 'auth.refresh_token',
      value: 'r-1',
      maxAge: 30 * 24 * 60 * 60,
      path: '/',
      sameSite: 'lax',
      secure: true,
      httpOnly: true,
    });
    expect(parseSetCookie(setAuthCookie(AUTH_COOKIES.accessToken, 'a', { secure: false })).secure).toBeUndefined();
  });

  it('keep tokens and the PKCE verifier from scripts, but let scripts read the strategy', () => {
    expect(parseSetCookie(setAuthCookie(AUTH_COOKIES.accessToken, 'a', { secure: false })).httpOnly).toBe(true);
    expect(parseSetCookie(setAuthCookie(AUTH_COOKIES.pkce, '{}', { secure: false })).httpOnly).toBe(true);
    expect(parseSetCookie(setAuthCookie(AUTH_COOKIES.strategy, 'authorizationCode', { secure: false })).httpOnly).toBeUndefined();
  });

  it('give a sign-in in progress only a short life, and expire on clear', () => {
    expect(parseSetCookie(setAuthCookie(AUTH_COOKIES.pkce, '{}', { secure: false })).maxAge).toBe(PKCE_COOKIE_MAX_AGE_SECONDS);
    expect(parseSetCookie(clearAuthCookie(AUTH_COOKIES.accessToken, { secure: false }))).toMatchObject({ value: '', maxAge: 0, path: '/' });
  });

  it('are read back from a Cookie header, ignoring unknown strategies and other cookies', () => {
    expect(
      readAuthCookies('lang=en; auth.strategy=authorizationCode; auth.access_token=a.b.c; auth.refresh_token=r; auth.pkce=%7B%7D'),
    ).toEqual({ strategy: 'authorizationCode', accessToken: 'a.b.c', refreshToken: 'r', pkce: '{}' });
    expect(readAuthCookies('auth.strategy=password; auth.access_token=')).toEqual({
      strategy: null,
      accessToken: null,
      refreshToken: null,
      pkce: null,
    });
    expect(readAuthCookies(null).strategy).toBeNull();
    expect(strategyFromDocumentCookie('auth.strategy=authorizationCode')).toBe('authorizationCode');
    expect(strategyFromDocumentCookie('')).toBe('clientCredentials');
  });
});
