import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_HOURS,
  BREAKPOINTS,
  CHUNK_RELOAD_GUARD_MS,
  CLICK_ID_PARAMS,
  COPY_MESSAGE_MS,
  CURRENCY,
  CURRENCY_SYMBOL,
  FETCH_MINIMAL_DELAY_MS,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  MOBILE_MENU_WIDTH_PX,
  SCROLL_LOAD_TRIGGER_RATIO,
  SCROLL_REARM_MS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TRANSPORTS,
  STORAGE_KEYS,
  clickIdsFrom,
  formatEuro,
  shouldPrefetch,
} from './constants.js';

describe('SPEC §9 numbers', () => {
  it('match exactly', () => {
    expect([SOCKET_RECONNECT_DELAY_MS, SOCKET_RECONNECT_ATTEMPTS]).toEqual([5000, 5]);
    expect(SOCKET_TRANSPORTS).toEqual(['websocket', 'polling']);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60000);
    expect([SCROLL_REARM_MS, SCROLL_LOAD_TRIGGER_RATIO]).toEqual([1000, 0.25]);
    expect(COPY_MESSAGE_MS).toBe(700);
    expect(FETCH_MINIMAL_DELAY_MS).toBe(200);
    expect(LANGUAGE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(ACCOUNT_DELETION_HOURS).toBe(24);
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(MOBILE_MENU_WIDTH_PX).toBe(326);
  });
});

describe('currency', () => {
  it('is EUR with €', () => {
    expect(CURRENCY).toBe('EUR');
    expect(CURRENCY_SYMBOL).toBe('€');
  });

  it('formats cents', () => {
    expect(formatEuro(250000)).toBe('€2,500');
    expect(formatEuro(1250)).toBe('€12.50');
    expect(formatEuro(5)).toBe('€0.05');
    expect(formatEuro(0)).toBe('€0');
    expect(formatEuro(125_000_00)).toBe('€125,000');
    expect(formatEuro(1_250_50)).toBe('€1,250.50');
  });
});

describe('storage keys and click ids', () => {
  it('are distinct and complete', () => {
    expect(Object.keys(STORAGE_KEYS)).toEqual([
      'environment',
      'cookieAccepted',
      'agreedForAnalytics',
      'pendingSyndicateId',
    ]);
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(4);
    expect(Object.keys(CLICK_ID_PARAMS)).toEqual(['gclid', 'dclid', 'fbclid', 'twclid']);
  });

  it('picks click ids from a query', () => {
    expect(clickIdsFrom('?gclid=abc&utm_source=x&fbclid=def&twclid=')).toEqual({
      gclid: 'abc',
      fbclid: 'def',
    });
  });
});

describe('shouldPrefetch', () => {
  it('skips 2g, save-data and offline', () => {
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ online: false })).toBe(false);
  });
});
