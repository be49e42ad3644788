/**
 * Remaining business constants of SPEC §1, §2, §4 and §9 (timings, breakpoints, cookies, currency,
 * storage keys, tracking ids) with the few pure helpers that belong to them.
 */

/** Real-time socket reconnection (SPEC §4/§9). */
export const SOCKET_RECONNECT_DELAY_MS = 5000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
/** WebSocket first, long-polling fallback. */
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

/** A chunk-load failure reloads the page at most once per this period. */
export const CHUNK_RELOAD_GUARD_MS = 60000;
/** Infinite scroll: re-arm delay and "near the bottom" share of the page. */
export const SCROLL_REARM_MS = 1000;
export const SCROLL_LOAD_TRIGGER_RATIO = 0.25;
/** How long the "copied" confirmation shows. */
export const COPY_MESSAGE_MS = 700;
/** Minimal delay of a fetch so loaders do not flicker. */
export const FETCH_MINIMAL_DELAY_MS = 200;

/** Cookies. */
export const LANGUAGE_COOKIE_NAME = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;
/** Language and locale: English only (SPEC §1). */
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_LOCALE = 'en-IE';

/** Account deletion happens within this many hours of the request. */
export const ACCOUNT_DELETION_HOURS = 24;
export const ACCOUNT_DELETION_MESSAGE = `Your account will be deleted within ${ACCOUNT_DELETION_HOURS} hours.`;

/** Layout breakpoints in px (Tailwind's defaults plus xs). */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const MOBILE_MENU_WIDTH_PX = 326;

/** Currency (SPEC §1). */
export const CURRENCY = 'EUR';
export const CURRENCY_SYMBOL = '€';

/** The two euro formats, made on first use: a page's first Intl object costs it ~15 ms (decision 053). */
let euroFormats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;

/** Formats euro cents for display: '€2,500' for whole euros, '€12.50' otherwise. */
export function formatEuro(cents: number): string {
  euroFormats ??= {
    whole: new Intl.NumberFormat(DEFAULT_LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    cents: new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: CURRENCY }),
  };
  return (Number.isInteger(cents / 100) ? euroFormats.whole : euroFormats.cents).format(cents / 100);
}

/** Local-storage keys (SPEC §3). */
export const STORAGE_KEYS = {
  environment: 'stride.environment',
  cookieAccepted: 'stride.cookieAccepted',
  agreedForAnalytics: 'stride.agreedForAnalytics',
  pendingSyndicateId: 'stride.pendingSyndicateId',
} as const;

/** Cookie consent categories: essential is always on, analytics is optional. */
export const COOKIE_CONSENT_CATEGORIES = ['essential', 'analytics'] as const;
/** Where the cookie dialog links to. */
export const PRIVACY_COOKIES_PATH = '/privacy-policy/#before-cookies';

/** Advertising click ids kept for attribution, by network (SPEC §7). */
export const CLICK_ID_PARAMS = {
  gclid: 'google',
  dclid: 'google',
  fbclid: 'facebook',
  twclid: 'twitter',
} as const;
export type ClickIdParam = keyof typeof CLICK_ID_PARAMS;

/** Picks the tracking click ids out of a query string. */
export function clickIdsFrom(search: string | URLSearchParams): Partial<Record<ClickIdParam, string>> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids: Partial<Record<ClickIdParam, string>> = {};
  for (const key of Object.keys(CLICK_ID_PARAMS) as ClickIdParam[]) {
    const value = params.get(key);
    if (value) ids[key] = value;
  }
  return ids;
}

/** SPEC §9: link prefetch is skipped on 2g, with save-data, or offline. */
export function shouldPrefetch(connection: {
  effectiveType?: string;
  saveData?: boolean;
  online?: boolean;
}): boolean {
  if (connection.online === false || connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Base path of the REST API on the API origin. */
export const API_BASE_PATH = '/api';

/** "Download my data" (GDPR export): exports one user may ask for per hour (issue 18 item 11). */
export const DATA_EXPORT_PER_HOUR = 5;
