import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENTS,
  NATIVE_ENVIRONMENT_QUERY,
  NATIVE_MESSAGES,
  NATIVE_MESSAGE_TYPES,
  NATIVE_PROTOCOL_VERSION,
  decodeNativeMessage,
  encodeNativeMessage,
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

describe('native message protocol', () => {
  it('encodes a versioned envelope the decoder reads back', () => {
    const raw = encodeNativeMessage('downloadFile', {
      url: 'https://x.test/a.pdf',
      filename: 'a.pdf',
      mimeType: 'application/pdf',
    });
    expect(JSON.parse(raw)).toEqual({
      version: NATIVE_PROTOCOL_VERSION,
      type: 'downloadFile',
      payload: { url: 'https://x.test/a.pdf', filename: 'a.pdf', mimeType: 'application/pdf' },
    });
    expect(decodeNativeMessage(raw)?.type).toBe('downloadFile');
  });

  it('refuses other versions, unknown types, bad JSON and payloads that are not objects', () => {
    expect(decodeNativeMessage('{')).toBeNull();
    expect(decodeNativeMessage(JSON.stringify({ version: 2, type: 'logout', payload: {} }))).toBeNull();
    expect(decodeNativeMessage(JSON.stringify({ version: 1, type: 'selfDestruct', payload: {} }))).toBeNull();
    expect(decodeNativeMessage(JSON.stringify({ version: 1, type: 'logout', payload: [] }))).toBeNull();
    expect(decodeNativeMessage(JSON.stringify({ version: 1, type: 'logout' }))).toBeNull();
    expect(decodeNativeMessage(JSON.stringify({ version: 1, type: 'logout', payload: {} }))?.type).toBe(
      'logout',
    );
  });

  it('knows the SPEC messages and the two bridge messages, and the query the wrappers open with', () => {
    expect(NATIVE_MESSAGE_TYPES).toEqual([...NATIVE_MESSAGES, 'logout', 'openExternalUrl']);
    expect(NATIVE_ENVIRONMENT_QUERY).toBe('environment');
  });
});
