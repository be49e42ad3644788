import { DEFAULT_NOTIFICATION_SETTINGS } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { toSettings } from './notification-settings';

describe('toSettings', () => {
  it('keeps the boolean toggles of the answer and ignores the rest', () => {
    expect(toSettings({ horseUpdate: false, viaApp: false, id: 4, viaEmail: 'yes' })).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      horseUpdate: false,
      viaApp: false,
    });
  });

  it('gives the defaults (everything on) for an empty answer', () => {
    expect(toSettings(undefined)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});
