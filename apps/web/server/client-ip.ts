/**
 * The visitor's IP as the web server saw it, handed to the React Router app in a header the server
 * always overwrites (so a visitor cannot choose it). The app forwards it to the API as X-Forwarded-For
 * (maintenance whitelist, per-visitor limits of the public forms). X-Forwarded-For sent to this server is
 * believed only from TRUSTED_PROXIES (default: this machine), like the API does.
 */

/** Request header carrying the visitor's IP from the Node server to loaders, actions and middleware. */
export const CLIENT_IP_HEADER = 'x-stride-client-ip';

/** Proxies trusted when TRUSTED_PROXIES is unset: a reverse proxy (or test browser) on this machine. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1'];

/** Parses TRUSTED_PROXIES (IPs or CIDRs separated by spaces or commas); unset gives the default, '' nobody. */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined) return [...DEFAULT_TRUSTED_PROXIES];
  return value.split(/[\s,]+/).filter(Boolean);
}
