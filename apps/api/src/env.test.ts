import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives working defaults for npm start', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.WEB_ORIGIN).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_EMPTY).toBe(true);
  });

  it('fails fast on invalid values, naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ WEB_ORIGIN: 'not a url' })).toThrow(/WEB_ORIGIN/);
  });

  it('reads booleans', () => {
    expect(loadEnv({ SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
  });

  it('trusts the local web server as a proxy by default, and a configured list otherwise', () => {
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.4  fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
    expect(loadEnv({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
  });

  it('reads the mail settings, with SMTP off unless configured', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_TEAM_ADDRESS).toBe('team@stride.example');
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe('smtps://u:p@mail.example:465');
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ MAIL_TEAM_ADDRESS: 'nobody' })).toThrow(/MAIL_TEAM_ADDRESS/);
  });
});
