/**
 * HMAC-signed, expiring URLs on the API origin: the local storage driver's part-upload URLs and the
 * private media URLs. A signature covers a purpose, a subject (upload part, key prefix) and the expiry,
 * so a URL cannot be replayed for another part, another file or after it expired.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UrlSigner {
  /** Signature of `subject` for `purpose`, valid until `expiresAt` (unix seconds). */
  sign(purpose: string, subject: string, expiresAt: number): string;
  /** 'ok', 'expired' or 'invalid' for a presented signature (constant-time comparison). */
  verify(
    purpose: string,
    subject: string,
    expiresAt: number,
    signature: string,
    now?: number,
  ): 'ok' | 'expired' | 'invalid';
}

/** Creates a signer from a secret of at least 32 characters. */
export function createUrlSigner(secret: string): UrlSigner {
  if (secret.length < 32) throw new Error('URL signing secret must be at least 32 characters');
  const mac = (purpose: string, subject: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expiresAt}`).digest('base64url');
  return {
    sign: mac,
    verify(purpose, subject, expiresAt, signature, now = Date.now() / 1000) {
      if (!Number.isSafeInteger(expiresAt)) return 'invalid';
      const expected = Buffer.from(mac(purpose, subject, expiresAt));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expiresAt < now ? 'expired' : 'ok';
    },
  };
}

/** Unix seconds `ttlSeconds` from now. */
export function expiryIn(ttlSeconds: number, now: number = Date.now()): number {
  return Math.floor(now / 1000) + ttlSeconds;
}
