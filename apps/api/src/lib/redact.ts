/**
 * Keeps secrets out of logs: tokens, codes, passwords and cookies never reach a log line,
 * whether they arrive in headers, bodies or (wrongly) in a query string.
 */
const SENSITIVE_QUERY_KEYS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code',
  'code_verifier',
  'password',
  'id_token_hint',
  'client_secret',
  'signature',
  'sig',
]);

/** Paths pino must censor (headers and common body fields). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.code_verifier',
  '*.token',
];

/** Returns the URL with the values of sensitive query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}
