import { redactSecrets } from '@stride/shared';

/**
 * Keeps secrets out of logs: tokens, codes, passwords and cookies never reach a log line,
 * whether they arrive in headers, bodies or (wrongly) in a query string.
 */
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

/** Returns the URL with sensitive query values and media signatures replaced, for logging. */
export function redactUrl(url: string): string {
  return redactSecrets(url);
}

/**
 * pino hook: every string argument of a log call (messages, and string fields of a logged object) is
 * scrubbed, so a URL quoted in an error or a redirect location cannot carry a code or a signature out.
 */
export function redactLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return redactSecrets(arg);
    if (arg && typeof arg === 'object' && !Array.isArray(arg) && !(arg instanceof Error)) {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(arg)) out[key] = typeof value === 'string' ? redactSecrets(value) : value;
      return out;
    }
    if (arg instanceof Error) {
      arg.message = redactSecrets(arg.message);
    }
    return arg;
  });
}
