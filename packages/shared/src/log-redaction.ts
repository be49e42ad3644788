/**
 * Keeps secrets out of every log line of the API and the web server (issue 14 case 9, decision 020):
 * sign-in codes and states, tokens, passwords, and the signatures of signed media and storage URLs —
 * whether in a request URL, a redirect location or any message text.
 */

/** Query parameters whose values never reach a log (compared case-insensitively). */
export const SENSITIVE_QUERY_KEYS: readonly string[] = [
  'access_token',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'token',
  'token_id',
  'code',
  'state',
  'code_verifier',
  'code_challenge',
  'password',
  'client_secret',
  'signature',
  'sig',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'key-pair-id',
  'policy',
];

/** What a redacted value becomes. */
export const REDACTED = '[redacted]';

const QUERY_VALUE = new RegExp(`([?&](?:${SENSITIVE_QUERY_KEYS.map((k) => k.replace(/[-]/g, '\\-')).join('|')})=)[^&#\\s"'<>]*`, 'gi');
/** Signed media URLs carry their signature as a path segment: /media/s/<expires>/<signature>/<key>. */
const MEDIA_SIGNATURE = /(\/media\/s\/\d+\/)[^/?#\s"'<>]+/g;

/** Replaces sensitive values in any text that may hold URLs (a URL, a message, a header value). */
export function redactSecrets(text: string): string {
  return text.replace(QUERY_VALUE, `$1${REDACTED}`).replace(MEDIA_SIGNATURE, `$1${REDACTED}`);
}
