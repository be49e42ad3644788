/**
 * Language and locale detection (SPEC §4: "from a cookie, the browser or the URL prefix"; SPEC §9: the
 * language cookie lasts 365 days). The product is English only (SPEC §1), so every answer is `en` /
 * `en-IE`, but the mechanism is the specified one: a supported URL prefix wins, then the cookie, then the
 * browser's Accept-Language, then the default.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  LANGUAGE_COOKIE_NAME,
} from './constants.js';

/** Languages the site is written in, with the locale each one formats dates and numbers in. */
export const SUPPORTED_LANGUAGES: Readonly<Record<string, string>> = { [DEFAULT_LANGUAGE]: DEFAULT_LOCALE };

export type LanguageSource = 'url' | 'cookie' | 'browser' | 'default';

export interface DetectedLanguage {
  language: string;
  locale: string;
  source: LanguageSource;
}

/** What detection looks at: the path, the `lang` cookie's value and the Accept-Language header. */
export interface LanguageHints {
  pathname: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

function supported(tag: string | null | undefined): string | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return language && language in SUPPORTED_LANGUAGES ? language : null;
}

/** The language of the URL's first path segment (`/en/faq/` → en), when it is a supported one. */
export function languageFromPath(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}$/i.test(first) ? supported(first) : null;
}

/** Supported languages of an Accept-Language header, by quality (`fr;q=0.5, en-IE` → en). */
export function languageFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = supported(entry.tag);
    if (language) return language;
  }
  return null;
}

/** URL prefix, then cookie, then browser, then the default language. */
export function detectLanguage(hints: LanguageHints): DetectedLanguage {
  const pick = (language: string, source: LanguageSource): DetectedLanguage => ({
    language,
    locale: SUPPORTED_LANGUAGES[language] ?? DEFAULT_LOCALE,
    source,
  });
  const fromUrl = languageFromPath(hints.pathname);
  if (fromUrl) return pick(fromUrl, 'url');
  const fromCookie = supported(hints.cookie);
  if (fromCookie) return pick(fromCookie, 'cookie');
  const fromBrowser = languageFromAcceptLanguage(hints.acceptLanguage);
  if (fromBrowser) return pick(fromBrowser, 'browser');
  return pick(DEFAULT_LANGUAGE, 'default');
}

/** Seconds the language cookie lives (SPEC §9: 365 days). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** The `lang` cookie as a Set-Cookie / document.cookie string: 365 days, whole site, first-party only. */
export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(language)}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The `lang` cookie's value in a Cookie header (or document.cookie), null when absent. */
export function languageCookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE_NAME) return decodeURIComponent(value.join('='));
  }
  return null;
}
