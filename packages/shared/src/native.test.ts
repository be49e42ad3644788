import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENTS,
  NATIVE_MESSAGES,
  isEnvironment,
  isNativeEnvironment,
} from './native.js';

describe('native wrappers', () => {
  it('know the three environments', () => {
    expect(ENVIRONMENTS).toEqual(['web', 'android', 'ios']);
    expect(DEFAULT_ENVIRONMENT).toBe('web');
    expect(isEnvironment('ios')).toBe(true);
    expect(isEnvironment('windows')).toBe(false);
    expect(isNativeEnvironment('android')).toBe(true);
    expect(isNativeEnvironment('web')).toBe(false);
  });

  it('name the SPEC §7 messages exactly', () => {
    expect(NATIVE_MESSAGES).toEqual([
      'gaEvent',
      'downloadFile',
      'messagesLoaded',
      'navigationSuccess',
      'navigationCleanup',
      'navigationFinish',
      'updatesLoaded',
      'postLoginRedirectFinished',
    ]);
  });
});
