/**
 * Whether a request's Accept-Encoding lets us send Brotli (RFC 9110 §12.5.3): `br` or `*` listed with a
 * non-zero weight. The fast path uses it to send a cached page's precompressed body (decision 046).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}
