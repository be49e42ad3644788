/** Unsigned JWT-shaped tokens for web tests: the web only reads their payload (exp, jti), never verifies them. */
function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A three-part token whose payload carries `claims`; `exp` defaults to one hour from now. */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iat: now, exp: now + 3600, jti: `jti-${Math.random().toString(36).slice(2)}`, ...claims };
  return `${base64Url({ alg: 'ES256', typ: 'at+jwt' })}.${base64Url(payload)}.signature`;
}

/** A token that expired a minute ago. */
export function expiredJwt(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return fakeJwt({ iat: now - 960, exp: now - 60, ...claims });
}
