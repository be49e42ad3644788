/**
 * SPEC §2 i18n guard, last in the order. Language is detected from a cookie, the browser or a URL prefix
 * (SPEC §4), but the product is English only (SPEC §1): the guard only normalises, sending `/en/…` to the
 * unprefixed path for good.
 */
import { DEFAULT_LANGUAGE } from '@stride/shared';
import { type MiddlewareFunction, redirect } from 'react-router';

/** The unprefixed URL for a language-prefixed path, or null when there is nothing to normalise. */
export function normalisedLanguagePath(url: URL): string | null {
  const prefix = `/${DEFAULT_LANGUAGE}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const rest = url.pathname.slice(prefix.length) || '/';
  return `${rest}${url.search}`;
}

export const i18nGuard: MiddlewareFunction<Response> = ({ request }) => {
  const target = normalisedLanguagePath(new URL(request.url));
  if (target) throw redirect(target, 301);
};
