import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  languageCookie,
  languageCookieValue,
  languageFromAcceptLanguage,
  languageFromPath,
} from './language.js';

describe('language detection (SPEC §4)', () => {
  it('takes a supported URL prefix first, then the cookie, then the browser, then the default', () => {
    expect(detectLanguage({ pathname: '/en/faq/', cookie: 'fr', acceptLanguage: 'de' })).toEqual({
      language: 'en',
      locale: 'en-IE',
      source: 'url',
    });
    expect(detectLanguage({ pathname: '/faq/', cookie: 'en', acceptLanguage: 'de' }).source).toBe('cookie');
    expect(
      detectLanguage({ pathname: '/faq/', cookie: 'fr', acceptLanguage: 'de, en-GB;q=0.5' }).source,
    ).toBe('browser');
    expect(detectLanguage({ pathname: '/faq/', cookie: null, acceptLanguage: 'de' })).toEqual({
      language: 'en',
      locale: 'en-IE',
      source: 'default',
    });
  });

  it('reads prefixes and Accept-Language qualities', () => {
    expect(languageFromPath('/en/')).toBe('en');
    expect(languageFromPath('/english/')).toBeNull();
    expect(languageFromPath('/fr/')).toBeNull();
    expect(languageFromAcceptLanguage('fr;q=0.9, en-IE;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0, fr')).toBeNull();
  });

  it('stores the choice in the lang cookie for 365 days', () => {
    expect(languageCookie('en')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookieValue('a=1; lang=en; b=2')).toBe('en');
    expect(languageCookieValue('a=1')).toBeNull();
  });
});
