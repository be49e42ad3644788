/**
 * Loads the tag manager and analytics (SPEC §7 third parties) — only ever called after consent
 * (SPEC §2 "Analytics run only if the user consented"). Ids come from configuration (GTM_ID, GA_ID);
 * a missing id loads nothing. The kept click ids go to both.
 */
import type { ClickIds } from './click-ids';

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Tag ids look like GTM-XXXX / G-XXXX; anything else is ignored rather than put into a URL. */
const TAG_ID = /^[A-Z]{1,4}-[A-Z0-9]{2,20}$/i;

export interface AnalyticsIds {
  gtmId?: string | null;
  gaId?: string | null;
}

type DataLayer = unknown[];
declare global {
  interface Window {
    dataLayer?: DataLayer;
    gtag?: (...args: unknown[]) => void;
  }
}

/** True when the id is a usable tag id. */
export function isTagId(id: string | null | undefined): id is string {
  return typeof id === 'string' && TAG_ID.test(id);
}

function addScript(src: string): void {
  if ([...document.scripts].some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The landing URL with the kept click ids, so attribution survives consent given on a later page. */
export function pageLocationWith(clickIds: ClickIds, href: string): string {
  const url = new URL(href);
  for (const [key, value] of Object.entries(clickIds))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/** Starts the tag manager and analytics once per page load; returns the script URLs it added. */
export function loadAnalytics(ids: AnalyticsIds, clickIds: ClickIds): string[] {
  const added: string[] = [];
  const dataLayer = (window.dataLayer ??= []);
  if (Object.keys(clickIds).length > 0) dataLayer.push({ event: 'stride.click_ids', clickIds });

  if (isTagId(ids.gtmId)) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const src = `${GTM_SCRIPT_URL}?id=${encodeURIComponent(ids.gtmId)}`;
    addScript(src);
    added.push(src);
  }
  if (isTagId(ids.gaId)) {
    window.gtag ??= function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', ids.gaId, {
      page_location: pageLocationWith(clickIds, window.location.href),
      ...clickIds,
    });
    const src = `${GA_SCRIPT_URL}?id=${encodeURIComponent(ids.gaId)}`;
    addScript(src);
    added.push(src);
  }
  return added;
}
