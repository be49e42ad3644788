/** The wrapper's configuration, from app.config.ts `extra` (set at build time, README). */
import Constants from 'expo-constants';
import { parseSiteUrl } from './bridge/urls';

const extra = (Constants.expoConfig?.extra ?? {}) as { siteUrl?: string; apiUrl?: string };

/** The embedded site (web origin), validated. */
export const SITE_URL = parseSiteUrl(extra.siteUrl);
/** The API origin: its sign-in and registration pages stay inside the WebView. */
export const API_URL = extra.apiUrl ? parseSiteUrl(extra.apiUrl) : null;
