/**
 * The client IP of a socket handshake, resolved like Fastify resolves `request.ip` for HTTP (TRUST_PROXY
 * trusts every hop; otherwise only TRUSTED_PROXIES may speak for the client through X-Forwarded-For).
 * The maintenance events say whether *this* client is whitelisted, so the IP must not be spoofable.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Env } from '../env.js';

/** Strips the IPv4-mapped IPv6 prefix so `::ffff:10.0.0.1` compares as `10.0.0.1`. */
function normalize(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Builds a matcher for TRUSTED_PROXIES entries (addresses or CIDRs); unparsable entries are ignored. */
function trustedMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Resolves the client IP of a handshake given the proxy settings. */
export function socketClientIp(
  handshake: { address: string; headers: IncomingHttpHeaders },
  env: Pick<Env, 'TRUST_PROXY' | 'TRUSTED_PROXIES'>,
): string {
  const remote = normalize(handshake.address);
  const header = handshake.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => normalize(h.trim()))
    .filter((h) => isIP(h) !== 0);
  if (hops.length === 0) return remote;
  if (env.TRUST_PROXY) return hops[0]!;
  const trusted = trustedMatcher(env.TRUSTED_PROXIES);
  let address = remote;
  while (trusted(address) && hops.length > 0) address = hops.pop()!;
  return address;
}
