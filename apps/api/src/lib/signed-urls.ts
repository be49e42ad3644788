/**
 * The API's signed URLs (decision 012): part-upload URLs of the local driver and private media URLs for
 * post assets. Both are HMAC-signed with one secret (STORAGE_SIGNING_SECRET, else generated once and kept
 * in the database) and expire.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import { loadOrCreateSecret } from './persisted-secret.js';
import { createUrlSigner, expiryIn, type UrlSigner } from './url-signer.js';

export const PART_PURPOSE = 'upload-part';
export const MEDIA_PURPOSE = 'media';

/** The signer configured for this deployment. */
export async function loadUrlSigner(db: Db, env: Env): Promise<UrlSigner> {
  if (env.STORAGE_SIGNING_SECRET) return createUrlSigner(env.STORAGE_SIGNING_SECRET);
  const { secret } = await loadOrCreateSecret(db, 'storage-signing', () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  return createUrlSigner(String(secret));
}

/** Path (on the API origin) where the local driver receives one part of an upload. */
export function partUploadPath(
  signer: UrlSigner,
  uploadId: string,
  partNumber: number,
  ttlSeconds: number,
): string {
  const expires = expiryIn(ttlSeconds);
  const signature = signer.sign(PART_PURPOSE, `${uploadId}:${partNumber}`, expires);
  return `/storage/parts/${encodeURIComponent(uploadId)}/${partNumber}?expires=${expires}&signature=${signature}`;
}

/** Directory part of a key (`a/b/c.m3u8` → `a/b/`): what a media signature covers, so HLS segments work. */
export function keyDirectory(key: string): string {
  return key.slice(0, key.lastIndexOf('/') + 1);
}

/**
 * Absolute signed URL of a private stored file. The signature covers the file's directory, so relative
 * references inside an HLS playlist resolve to signed segment URLs too. Expiry is rounded up to the hour
 * so one asset keeps one URL for a while (browser caches stay useful).
 */
export function signedMediaUrl(
  origin: string,
  signer: UrlSigner,
  key: string,
  ttlSeconds: number,
  now: number = Date.now(),
): string {
  const expires = Math.ceil(expiryIn(ttlSeconds, now) / 3600) * 3600;
  const signature = signer.sign(MEDIA_PURPOSE, keyDirectory(key), expires);
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `${origin}/media/s/${expires}/${signature}/${encodedKey}`;
}
