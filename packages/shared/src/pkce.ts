/**
 * PKCE (RFC 7636, S256) and state helpers of SPEC §9 for the authorization-code sign-in. Web Crypto only
 * (globalThis.crypto), so it runs in browsers and Node 20 alike.
 */

export const PKCE_METHOD = 'S256';
export const STATE_LENGTH = 10;
/** Number of random 32-bit values the code verifier is made from. */
export const CODE_VERIFIER_VALUES = 28;

const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random alphanumeric state of length 10 (unbiased: rejection sampling over random bytes). */
export function generateState(length: number = STATE_LENGTH): string {
  const limit = 256 - (256 % STATE_ALPHABET.length);
  let result = '';
  while (result.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && result.length < length) result += STATE_ALPHABET[byte % STATE_ALPHABET.length];
    }
  }
  return result;
}

/**
 * Code verifier from 28 random 32-bit values written as hex, two digits each (the low byte), giving 56
 * characters: within RFC 7636's 43–128 (full 8-digit hex would make 224, too long).
 */
export function generateCodeVerifier(): string {
  const values = globalThis.crypto.getRandomValues(new Uint32Array(CODE_VERIFIER_VALUES));
  return Array.from(values, (value) => (value & 0xff).toString(16).padStart(2, '0')).join('');
}

/** Base64url without padding (RFC 4648 §5), from bytes. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** S256 challenge: base64url(SHA-256(ASCII verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** Query of the redirect to the provider's /login or /register (SPEC §7). */
export function authorizationQuery(options: {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}): URLSearchParams {
  return new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    state: options.state,
    code_challenge: options.codeChallenge,
    code_challenge_method: PKCE_METHOD,
  });
}
