import { describe, expect, it } from 'vitest';
import { presentPublicSetting } from './setting.js';

describe('presentPublicSetting', () => {
  it('replaces the IP whitelist with whether the caller is on it', () => {
    const setting = {
      type: 'maintenance-mode',
      settings: { maintenanceMode: false, ipWhitelist: '10.0.0.1 10.0.0.2' },
    } as const;
    expect(presentPublicSetting(setting, '10.0.0.2')).toEqual({
      type: 'maintenance-mode',
      settings: { maintenanceMode: false, ipWhitelisted: true },
    });
    expect(JSON.stringify(presentPublicSetting(setting, '10.0.0.3'))).not.toContain('10.0.0.1');
  });

  it('passes app and post-asset settings through', () => {
    expect(
      presentPublicSetting({ type: 'app', settings: { showAppLinks: true, max_files: 5 } }, '::1'),
    ).toEqual({
      type: 'app',
      settings: { showAppLinks: true, max_files: 5 },
    });
    expect(presentPublicSetting({ type: 'post-asset', settings: { photoMaxBytes: 1000 } }, '::1')).toEqual({
      type: 'post-asset',
      settings: { photoMaxBytes: 1000 },
    });
  });
});
