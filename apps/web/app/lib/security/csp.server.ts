/**
 * The Content-Security-Policy of every server-rendered page (issue 14 case 3, decision 020). Scripts run
 * only with this response's nonce — React Router's hydration scripts get it from `<ServerRouter nonce>` —
 * and, through 'strict-dynamic', whatever those scripts add: the tag manager and analytics that
 * lib/cookie-banner/analytics loads after consent. No page may be framed.
 */
import { randomBytes } from 'node:crypto';

/** Hosts the consent-gated tag manager and analytics talk to (SPEC §7 third parties). */
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** A fresh nonce for one response (128 random bits). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The API origin as http(s) and ws(s), for fetches, media and the Socket.IO connection. */
function apiSources(apiUrl: string): string[] {
  const api = URL.parse(apiUrl);
  if (!api) return [];
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [api.origin, ws];
}

/** The page policy for a response whose inline scripts carry `nonce`. */
export function pageContentSecurityPolicy(nonce: string, options: { apiUrl: string }): string {
  const [apiOrigin = '', apiWs = ''] = apiSources(options.apiUrl);
  return [
    "default-src 'self'",
    // 'strict-dynamic' trusts what nonced scripts load; 'self' and https: only for browsers without CSP3.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${apiOrigin}`,
    `media-src 'self' blob: https: ${apiOrigin}`,
    "font-src 'self' data:",
    // Uploads go to pre-signed storage URLs (S3-compatible, any https host) and the API.
    `connect-src 'self' ${apiOrigin} ${apiWs} ${ANALYTICS_HOSTS.join(' ')} https:`,
    "worker-src 'self' blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    // Logout posts here and is redirected through the API's /oauth/v2/logout.
    `form-action 'self' ${apiOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
