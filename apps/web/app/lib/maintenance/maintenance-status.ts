/**
 * Site-wide switches the web server reads on every request (SPEC §1, §3 settings): maintenance mode with
 * whether this visitor's IP is on the allowed list, and the app setting `showAppLinks`. Safe for client
 * bundles (types, the redirect rule and the router context).
 */
import { createContext } from 'react-router';

export interface MaintenanceStatus {
  /** Maintenance mode is on. */
  active: boolean;
  /** Maintenance is on and this visitor's IP is whitelisted: they browse as usual, flagged as such. */
  whitelisted: boolean;
}

/** What the root loader hands the page about the site's settings. */
export interface SiteStatus {
  maintenance: MaintenanceStatus;
  /** SPEC §1: the app-download banner shows according to this setting. */
  showAppLinks: boolean;
  /** The API's public-content version (X-Content-Version): cached pages are keyed by it (decision 017). */
  contentVersion?: string;
}

export const MAINTENANCE_OFF: MaintenanceStatus = Object.freeze({ active: false, whitelisted: false });
export const DEFAULT_SITE_STATUS: SiteStatus = Object.freeze({
  maintenance: MAINTENANCE_OFF,
  showAppLinks: false,
});

/** SPEC §2 holding page. */
export const MAINTENANCE_PATH = '/maintenance/';

/** The request's site status, set by the maintenance guard for the root loader. */
export const siteStatusContext = createContext<SiteStatus>(DEFAULT_SITE_STATUS);

/** The holding page, with or without its trailing slash. */
export function isHoldingPage(pathname: string): boolean {
  return pathname === MAINTENANCE_PATH || pathname === MAINTENANCE_PATH.slice(0, -1);
}

/**
 * Where a page request must go: visitors off the list go to the holding page while maintenance is on,
 * and the holding page sends everyone home once it is off. Null lets the request through.
 */
export function maintenanceTarget(pathname: string, status: MaintenanceStatus): string | null {
  const onHoldingPage = isHoldingPage(pathname);
  if (status.active && !status.whitelisted) return onHoldingPage ? null : MAINTENANCE_PATH;
  if (!status.active && onHoldingPage) return '/';
  return null;
}
