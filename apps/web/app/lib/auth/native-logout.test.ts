import { STORAGE_KEYS } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { currentEnvironment, sendNativeLogoutMessage } from './native-logout';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === STORAGE_KEYS.environment ? value : null) });

describe('native logout', () => {
  it('reads the environment the wrappers store, defaulting to web', () => {
    expect(currentEnvironment(storageWith('ios'))).toBe('ios');
    expect(currentEnvironment(storageWith('android'))).toBe('android');
    expect(currentEnvironment(storageWith('desktop'))).toBe('web');
    expect(currentEnvironment(null)).toBe('web');
  });

  it('hands the logout to the wrapper only inside one', () => {
    expect(sendNativeLogoutMessage('ios')).toBe(true);
    expect(sendNativeLogoutMessage('web')).toBe(false);
  });
});
