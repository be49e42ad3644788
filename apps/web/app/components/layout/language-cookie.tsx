import { detectLanguage, languageCookie, languageCookieValue } from '@stride/shared';
import { useEffect } from 'react';
import { inOwnTask } from '../../lib/hydration/after-paint';

/**
 * Stores the visitor's language in the 365-day `lang` cookie (SPEC §4, §9) when it is missing or no
 * longer supported: detected from the browser's languages, English by default. Done in the browser so the
 * server never adds Set-Cookie to anonymous pages, which would make them uncacheable (decision 025).
 */
export function LanguageCookie() {
  // Reading and writing the cookie in a task of its own, not among the takeover's effects.
  useEffect(() => inOwnTask(storeLanguage), []);
  return null;
}

/** Writes the `lang` cookie when it is missing or no longer supported. */
function storeLanguage(): void {
  const current = languageCookieValue(document.cookie);
  const detected = detectLanguage({
    pathname: window.location.pathname,
    cookie: current,
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
  });
  if (current !== detected.language) document.cookie = languageCookie(detected.language);
}
