import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_PREFERENCES, notificationSettingsSchema, sendsEmailFor } from './notifications.js';
import { UI_NOTIFICATION_DEFAULT_ICON, UI_NOTIFICATION_TIMEOUT_MS, uiNotificationId } from './ui-notifications.js';

describe('notification preferences', () => {
  it('list the SPEC §2 toggles in order', () => {
    expect(Object.values(NOTIFICATION_PREFERENCES)).toEqual([
      'Horse update',
      'Race entry update',
      'Race result and replay update',
      'Message from the stable',
      'Upcoming race alerts',
      'Via e-mail',
      'Via app',
    ]);
    expect(notificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    expect(
      notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, viaApp: 'yes' }).success,
    ).toBe(false);
  });

  it('sends e-mail for race entries and horse updates only', () => {
    expect(sendsEmailFor(DEFAULT_NOTIFICATION_SETTINGS, 'horseUpdate')).toBe(true);
    expect(sendsEmailFor(DEFAULT_NOTIFICATION_SETTINGS, 'raceEntryUpdate')).toBe(true);
    expect(sendsEmailFor(DEFAULT_NOTIFICATION_SETTINGS, 'messageFromStable')).toBe(false);
    expect(sendsEmailFor({ ...DEFAULT_NOTIFICATION_SETTINGS, viaEmail: false }, 'horseUpdate')).toBe(false);
    expect(sendsEmailFor({ ...DEFAULT_NOTIFICATION_SETTINGS, horseUpdate: false }, 'horseUpdate')).toBe(
      false,
    );
  });
});

describe('UI notifications', () => {
  it('time out after 3000 ms with an information icon', () => {
    expect(UI_NOTIFICATION_TIMEOUT_MS).toBe(3000);
    expect(UI_NOTIFICATION_DEFAULT_ICON).toBe('information');
  });

  it('draw ids between 100 and 9999', () => {
    expect(uiNotificationId(() => 0)).toBe(100);
    expect(uiNotificationId(() => 0.9999999)).toBe(9999);
    expect(uiNotificationId(() => 1)).toBe(9999);
  });
});
