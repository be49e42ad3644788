import { STORAGE_KEYS } from '@stride/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_CONSENT, acceptCookies, readConsent } from './consent';

beforeEach(() => localStorage.clear());

describe('cookie consent storage', () => {
  it('reads nothing accepted before the visitor answers', () => {
    expect(readConsent()).toEqual(NO_CONSENT);
  });

  it('stores the accepted flag and the analytics choice under the SPEC keys', () => {
    acceptCookies(true);
    expect(localStorage.getItem(STORAGE_KEYS.cookieAccepted)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.agreedForAnalytics)).toBe('true');
    expect(readConsent()).toEqual({ accepted: true, analytics: true });
    acceptCookies(false);
    expect(localStorage.getItem(STORAGE_KEYS.agreedForAnalytics)).toBe('false');
    expect(readConsent()).toEqual({ accepted: true, analytics: false });
  });

  it('never counts analytics without acceptance, and returns a stable object while nothing changes', () => {
    localStorage.setItem(STORAGE_KEYS.agreedForAnalytics, 'true');
    expect(readConsent()).toEqual({ accepted: false, analytics: false });
    acceptCookies(true);
    expect(readConsent()).toBe(readConsent());
  });
});
