// Cookie consent (SPEC §2 cookie banner) and the analytics it gates (SPEC §7 third parties).
export { AnalyticsScripts } from './analytics-scripts';
export { CookieBanner } from './cookie-banner';
export { type Consent, acceptCookies, useConsent } from './consent';
