/**
 * Where uploaded and generated files live. One interface so that `S3_*` configuration switches the
 * local disk for an S3-compatible store without touching callers.
 *
 * Keys are slash-separated paths. Keys under `public/` (logos, horse photos) may be served to anyone;
 * everything else is private and reached only through signed, expiring URLs.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StorageDriver {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/** True when a key may be served without a signature. */
export function isPublicKey(key: string): boolean {
  return key.startsWith('public/');
}

/** Rejects keys that could escape the storage root or address nothing. */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.includes('\\') || key.split('/').some((p) => p === '..' || p === '.' || p === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
