// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAnalyticsEnv, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults both API URLs to the local API and the web origin to the local web server', () => {
    expect(parseEnv({})).toEqual({
      API_URL: 'http://localhost:4000',
      PUBLIC_API_URL: 'http://localhost:4000',
      WEB_ORIGIN: 'http://localhost:3000',
    });
  });

  it('lets the public URL differ and strips trailing slashes', () => {
    expect(
      parseEnv({
        API_URL: 'http://api.internal:4000/',
        PUBLIC_API_URL: 'https://api.stride.example/',
        WEB_ORIGIN: 'https://stride.example/',
      }),
    ).toEqual({
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
