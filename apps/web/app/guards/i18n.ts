/**
 * SPEC §2 i18n guard, last in the order. Language is detected from the URL prefix, the `lang` cookie or
 * the browser (SPEC §4, shared `detectLanguage`), but the product is English only (SPEC §1): a prefixed
 * URL (`/en/…`) is sent to the unprefixed path for good, with the 365-day language cookie (SPEC §9).
 * Unprefixed pages set no cookie on the server, so anonymous pages stay cacheable (decision 017); the
 * browser stores the cookie itself (`LanguageCookie`, decision 025).
 */
import { DEFAULT_LANGUAGE, detectLanguage, languageCookie, languageCookieValue } from '@stride/shared';
import { type MiddlewareFunction, redirect } from 'react-router';

/** The unprefixed URL for a language-prefixed path, or null when there is nothing to normalise. */
export function normalisedLanguagePath(url: URL): string | null {
  const prefix = `/${DEFAULT_LANGUAGE}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const rest = url.pathname.slice(prefix.length) || '/';
  return `${rest}${url.search}`;
}

export const i18nGuard: MiddlewareFunction<Response> = ({ request }) => {
  const url = new URL(request.url);
  const target = normalisedLanguagePath(url);
  if (!target) return;
  const detected = detectLanguage({
    pathname: url.pathname,
    cookie: languageCookieValue(request.headers.get('cookie')),
    acceptLanguage: request.headers.get('accept-language'),
  });
  throw redirect(target, { status: 301, headers: { 'Set-Cookie': languageCookie(detected.language) } });
};
