import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_SETTINGS,
  SETTING_TYPES,
  appSettingsSchema,
  isIpWhitelisted,
  maintenanceModeSettingsSchema,
  maintenanceStatus,
  parseIpWhitelist,
  postAssetSettingsSchema,
  settingSchema,
} from './settings.js';

describe('setting types', () => {
  it('name the three SPEC §3 settings', () => {
    expect(SETTING_TYPES).toEqual({
      maintenanceMode: 'maintenance-mode',
      app: 'app',
      postAsset: 'post-asset',
    });
    expect(DEFAULT_SETTINGS.app.max_files).toBe(DEFAULT_MAX_FILES);
  });
});

describe('IP whitelist', () => {
  it('splits on spaces and other whitespace', () => {
    expect(parseIpWhitelist(' 1.2.3.4  5.6.7.8\n::1 ')).toEqual(['1.2.3.4', '5.6.7.8', '::1']);
    expect(parseIpWhitelist('')).toEqual([]);
    expect(parseIpWhitelist(null)).toEqual([]);
  });

  it('matches exact addresses, IPv4-mapped IPv6 included', () => {
    expect(isIpWhitelisted('1.2.3.4', '9.9.9.9 1.2.3.4')).toBe(true);
    expect(isIpWhitelisted('::ffff:1.2.3.4', '1.2.3.4')).toBe(true);
    expect(isIpWhitelisted('1.2.3.45', '1.2.3.4')).toBe(false);
    expect(isIpWhitelisted(undefined, '1.2.3.4')).toBe(false);
  });

  it('rejects invalid addresses in the setting', () => {
    expect(
      maintenanceModeSettingsSchema.safeParse({ maintenanceMode: true, ipWhitelist: '1.2.3.4 ::1' }).success,
    ).toBe(true);
    const result = maintenanceModeSettingsSchema.safeParse({
      maintenanceMode: true,
      ipWhitelist: '1.2.3.4 nope',
    });
    expect(result.error?.issues[0]?.message).toBe('IP whitelist contains an invalid address: nope');
  });
});

describe('maintenanceStatus', () => {
  it('redirects everyone not on the whitelist while enabled', () => {
    const settings = { maintenanceMode: true, ipWhitelist: '10.0.0.1' };
    expect(maintenanceStatus(settings, '10.0.0.2')).toEqual({
      active: true,
      whitelisted: false,
      redirect: true,
    });
    expect(maintenanceStatus(settings, '10.0.0.1')).toEqual({
      active: true,
      whitelisted: true,
      redirect: false,
    });
    expect(maintenanceStatus({ ...settings, maintenanceMode: false }, '10.0.0.2').redirect).toBe(false);
    expect(maintenanceStatus(null, '10.0.0.2').redirect).toBe(false);
  });
});

describe('setting schemas', () => {
  it('validate app and post-asset settings', () => {
    expect(appSettingsSchema.safeParse({ showAppLinks: true, max_files: 5 }).success).toBe(true);
    expect(appSettingsSchema.safeParse({ showAppLinks: true, max_files: 0 }).success).toBe(false);
    expect(postAssetSettingsSchema.safeParse({ photoMaxBytes: 26214401 }).success).toBe(false);
    expect(postAssetSettingsSchema.safeParse({}).success).toBe(true);
  });

  it('discriminate on type', () => {
    expect(settingSchema.parse({ type: 'app', settings: { showAppLinks: false, max_files: 3 } }).type).toBe(
      'app',
    );
    expect(
      settingSchema.safeParse({ type: 'app', settings: { maintenanceMode: true, ipWhitelist: '' } }).success,
    ).toBe(false);
  });
});
