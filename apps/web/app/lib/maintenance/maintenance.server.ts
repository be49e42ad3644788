/**
 * The production site-status check: the cached settings (maintenance-cache.server.ts) read through the
 * API client with the visitor's IP forwarded, so the API answers whether that visitor is whitelisted.
 */
import { type PublicSetting, SETTING_TYPES } from '@stride/shared';
import { apiGet } from '../api/client.server';
import { createSiteStatusCache } from './maintenance-cache.server';
import type { SiteStatus } from './maintenance-status';

/** Set by the API on public reads: changes whenever public data changes. */
export const CONTENT_VERSION_HEADER = 'X-Content-Version';

const SETTINGS_PATH = `/api/settings?type=${SETTING_TYPES.maintenanceMode}&type=${SETTING_TYPES.app}`;

/** Reads maintenance mode (for this visitor) and the app setting; throws when the API does not answer. */
export async function fetchSiteStatus(clientIp: string | null): Promise<SiteStatus> {
  let contentVersion: string | undefined;
  const { data } = await apiGet<{ data: PublicSetting[] }>(SETTINGS_PATH, {
    headers: clientIp ? { 'X-Forwarded-For': clientIp } : {},
    // The answer's X-Content-Version is the signal the page cache is keyed by (decision 017).
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      contentVersion = response.headers.get(CONTENT_VERSION_HEADER) ?? undefined;
      return response;
    },
    // A page waits on this: keep retries short, the cache covers the next second anyway.
    retry: { budgetMs: 500 },
  });
  let status: SiteStatus = { maintenance: { active: false, whitelisted: false }, showAppLinks: false };
  for (const setting of data) {
    if (setting.type === SETTING_TYPES.maintenanceMode) {
      const { maintenanceMode, ipWhitelisted } = setting.settings;
      status = {
        ...status,
        maintenance: { active: maintenanceMode, whitelisted: maintenanceMode && ipWhitelisted },
      };
    } else if (setting.type === SETTING_TYPES.app) {
      status = { ...status, showAppLinks: setting.settings.showAppLinks };
    }
  }
  return contentVersion === undefined ? status : { ...status, contentVersion };
}

let lastWarning = 0;

/** The process-wide cache every request's check goes through. */
export const siteStatusCache = createSiteStatusCache(fetchSiteStatus, {
  onError: (error) => {
    // One line a minute at most: an unreachable API shows everywhere else already.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    console.warn(`site settings check failed: ${error instanceof Error ? error.message : String(error)}`);
  },
});
