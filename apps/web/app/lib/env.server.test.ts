// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAnalyticsEnv, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults both API URLs to the local API, the web origin to the local web server, and the auth settings', () => {
    expect(parseEnv({})).toEqual({
      API_URL: 'http://localhost:4000',
      PUBLIC_API_URL: 'http://localhost:4000',
      WEB_ORIGIN: 'http://localhost:3000',
      OAUTH_CLIENT_ID: 'stride-web',
      AUTH_COOKIE_SECURE: false,
      AUTH_ERROR_REDIRECT: '/',
    });
  });

  it('makes auth cookies Secure in production unless told otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).AUTH_COOKIE_SECURE).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', AUTH_COOKIE_SECURE: 'false' }).AUTH_COOKIE_SECURE).toBe(false);
    expect(parseEnv({ AUTH_COOKIE_SECURE: 'true' }).AUTH_COOKIE_SECURE).toBe(true);
  });

  it('keeps an empty client id (the sign-in callback reports it) and refuses a non-local error redirect', () => {
    expect(parseEnv({ OAUTH_CLIENT_ID: ' ' }).OAUTH_CLIENT_ID).toBe('');
    expect(() => parseEnv({ AUTH_ERROR_REDIRECT: '//evil.example/' })).toThrow();
  });

  it('lets the public URL differ and strips trailing slashes', () => {
    expect(
      parseEnv({
        API_URL: 'http://api.internal:4000/',
        PUBLIC_API_URL: 'https://api.stride.example/',
        WEB_ORIGIN: 'https://stride.example/',
      }),
    ).toMatchObject({
      API_URL: 'http://api.internal:4000',
      PUBLIC_API_URL: 'https://api.stride.example',
      WEB_ORIGIN: 'https://stride.example',
    });
  });

  it('rejects a value that is not a URL', () => {
    expect(() => parseEnv({ API_URL: 'localhost' })).toThrow();
  });
});

describe('parseAnalyticsEnv', () => {
  it('loads nothing unless configured', () => {
    expect(parseAnalyticsEnv({})).toEqual({ GTM_ID: null, GA_ID: null });
    expect(parseAnalyticsEnv({ GTM_ID: '', GA_ID: ' ' })).toEqual({ GTM_ID: null, GA_ID: null });
  });

  it('passes tag ids and refuses anything else', () => {
    expect(parseAnalyticsEnv({ GTM_ID: 'GTM-5X7K2Q', GA_ID: 'G-E2ETEST01' })).toEqual({ GTM_ID: 'GTM-5X7K2Q', GA_ID: 'G-E2ETEST01' });
    expect(() => parseAnalyticsEnv({ GA_ID: '"><script>' })).toThrow();
  });
});
