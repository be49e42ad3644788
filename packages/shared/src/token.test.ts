import { describe, expect, it } from 'vitest';
import { base64UrlEncode } from './pkce.js';
import {
  AUTH_COOKIE_MAX_AGE_DAYS,
  AUTH_COOKIE_MAX_AGE_SECONDS,
  AUTH_COOKIE_PREFIX,
  AUTH_STRATEGIES,
  DEFAULT_AUTH_STRATEGY,
  GRANT_TYPES,
  TOKEN_TYPE,
  base64UrlDecode,
  bearer,
  decodeJwtPayload,
  isAccessTokenValid,
  isRefreshTokenValid,
  tokenId,
} from './token.js';

const encode = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
const jwt = (payload: unknown) => `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;

describe('token constants', () => {
  it('match SPEC §9', () => {
    expect(TOKEN_TYPE).toBe('Bearer');
    expect(AUTH_COOKIE_PREFIX).toBe('auth.');
    expect(AUTH_COOKIE_MAX_AGE_DAYS).toBe(30);
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(2592000);
    expect(bearer('abc')).toBe('Bearer abc');
    expect(DEFAULT_AUTH_STRATEGY).toBe(AUTH_STRATEGIES.clientCredentials);
    expect(GRANT_TYPES).toEqual({
      clientCredentials: 'client_credentials',
      authorizationCode: 'authorization_code',
      refreshToken: 'refresh_token',
    });
  });
});

describe('isAccessTokenValid', () => {
  it('accepts a three-part token whose exp is in the future', () => {
    expect(isAccessTokenValid(jwt({ exp: 1001 }), 1000)).toBe(true);
  });

  it('rejects expired tokens, tokens without exp and malformed tokens', () => {
    expect(isAccessTokenValid(jwt({ exp: 1000 }), 1000)).toBe(false);
    expect(isAccessTokenValid(jwt({ sub: 'x' }), 1000)).toBe(false);
    expect(isAccessTokenValid(jwt({ exp: '2000' }), 1000)).toBe(false);
    expect(isAccessTokenValid(`${jwt({ exp: 2000 })}.extra`, 1000)).toBe(false);
    expect(isAccessTokenValid('a.b', 1000)).toBe(false);
    expect(isAccessTokenValid('a.!!!.c', 1000)).toBe(false);
    expect(isAccessTokenValid('', 1000)).toBe(false);
    expect(isAccessTokenValid(null, 1000)).toBe(false);
  });
});

describe('payload decoding', () => {
  it('decodes UTF-8 base64url payloads and the token id', () => {
    const token = jwt({ exp: 5, jti: 'abc-123', name: 'Seán' });
    expect(decodeJwtPayload(token)).toEqual({ exp: 5, jti: 'abc-123', name: 'Seán' });
    expect(tokenId(token)).toBe('abc-123');
    expect(tokenId(jwt({}))).toBeNull();
    expect(base64UrlDecode('aGk')).toBe('hi');
    expect(base64UrlDecode('a')).toBeNull();
    expect(decodeJwtPayload(`x.${encode([1])}.y`)).toBeNull();
  });
});

describe('isRefreshTokenValid', () => {
  it('only checks for a non-empty value', () => {
    expect(isRefreshTokenValid('anything')).toBe(true);
    expect(isRefreshTokenValid('  ')).toBe(false);
    expect(isRefreshTokenValid(undefined)).toBe(false);
  });
});
