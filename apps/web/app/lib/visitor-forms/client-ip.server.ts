/**
 * The visitor's IP inside loaders, actions and middleware: the Node server puts it in a header it always
 * overwrites (server/client-ip.ts). Calls the web server makes for a visitor forward it to the API as
 * X-Forwarded-For, which the API believes from the web server only (its TRUSTED_PROXIES).
 */
import { CLIENT_IP_HEADER } from '../../../server/client-ip';

/** The visitor's IP, or null outside the Node server (tests building bare requests). */
export function clientIpOf(request: Request): string | null {
  const value = request.headers.get(CLIENT_IP_HEADER)?.trim();
  return value ? value : null;
}

/** Headers that tell the API which visitor a server-side call is for. */
export function forwardedForHeaders(request: Request): Record<string, string> {
  const ip = clientIpOf(request);
  return ip ? { 'X-Forwarded-For': ip } : {};
}
