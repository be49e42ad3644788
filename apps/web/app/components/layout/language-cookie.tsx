import { detectLanguage, languageCookie, languageCookieValue } from '@stride/shared';
import { useEffect } from 'react';

/**
 * Stores the visitor's language in the 365-day `lang` cookie (SPEC §4, §9) when it is missing or no
 * longer supported: detected from the browser's languages, English by default. Done in the browser so the
 * server never adds Set-Cookie to anonymous pages, which would make them uncacheable (decision 025).
 */
export function LanguageCookie() {
  useEffect(() => {
    const current = languageCookieValue(document.cookie);
    const detected = detectLanguage({
      pathname: window.location.pathname,
      cookie: current,
      acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
    });
    if (current !== detected.language) document.cookie = languageCookie(detected.language);
  }, []);
  return null;
}
