/**
 * The only way a setting becomes public JSON. The maintenance-mode IP whitelist never leaves the server
 * here: callers learn only whether their own IP is on it (administrators read the list via the admin API).
 */
import { SETTING_TYPES, isIpWhitelisted, type PublicSetting, type Setting } from '@stride/shared';

/** Presents a validated setting for any caller, given the caller's IP. */
export function presentPublicSetting(setting: Setting, callerIp: string): PublicSetting {
  switch (setting.type) {
    case SETTING_TYPES.maintenanceMode:
      return {
        type: setting.type,
        settings: {
          maintenanceMode: setting.settings.maintenanceMode,
          ipWhitelisted: isIpWhitelisted(callerIp, setting.settings.ipWhitelist),
        },
      };
    case SETTING_TYPES.app:
      return {
        type: setting.type,
        settings: { showAppLinks: setting.settings.showAppLinks, max_files: setting.settings.max_files },
      };
    case SETTING_TYPES.postAsset:
      return { type: setting.type, settings: { ...setting.settings } };
  }
}
