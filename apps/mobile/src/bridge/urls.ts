/**
 * Which URLs the wrapper shows itself and which go to the system browser, and the URL it opens with.
 * Pure functions: the WebView's `onShouldStartLoadWithRequest` and the start-up call them.
 */
import { NATIVE_ENVIRONMENT_QUERY } from './protocol';

export type Platform = 'ios' | 'android';

/** The site URL from configuration, validated: absolute http(s), no trailing slash. */
export function parseSiteUrl(value: string | undefined): string {
  if (!value) throw new Error('SITE_URL is not configured (app.config.ts extra.siteUrl)');
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be http(s): ${value}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The first page: the site with `?environment=<platform>`, which the web stores (SPEC §1). */
export function startUrl(siteUrl: string, platform: Platform, path = '/'): string {
  const url = new URL(path, `${siteUrl}/`);
  url.searchParams.set(NATIVE_ENVIRONMENT_QUERY, platform);
  return url.href;
}

/** True for a page of the embedded site (same origin as the configured URL). */
export function isSiteUrl(candidate: string, siteUrl: string): boolean {
  try {
    return new URL(candidate).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Where a navigation the WebView is about to make belongs: the site (and the sign-in pages of its API,
 * listed in `alsoInside`) stays in the WebView; other http(s) pages open in the system browser; other
 * schemes (tel:, mailto:) go to the operating system.
 */
export function navigationTarget(
  candidate: string,
  siteUrl: string,
  alsoInside: readonly string[] = [],
): 'webview' | 'browser' | 'system' {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return 'webview';
  }
  if (url.protocol === 'about:' || url.protocol === 'data:' || url.protocol === 'blob:') return 'webview';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'system';
  if (isSiteUrl(candidate, siteUrl) || alsoInside.some((origin) => isSiteUrl(candidate, origin))) return 'webview';
  return 'browser';
}

/** Android back button: go back inside the site while it can, else let the system close the app. */
export function backButtonAction(canGoBack: boolean): 'goBack' | 'exit' {
  return canGoBack ? 'goBack' : 'exit';
}
