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
  /** Every key under a prefix (ending in `/`), e.g. to delete an asset's renditions. */
  list(prefix: string): Promise<string[]>;
  /** Multipart uploads (SPEC §7): the client sends parts straight to the store, then the API completes. */
  readonly multipart: MultipartStorage;
}

/** One multipart upload as the drivers know it. */
export interface MultipartTarget {
  /** Our upload id (the `uploadId` the client holds). */
  uploadId: string;
  /** Where the assembled object goes. */
  key: string;
  /** The store's own multipart id (S3 UploadId); null for the local driver. */
  driverUploadId: string | null;
}

/** A part the store already holds (what a resuming client need not send again). */
export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** A part as the client reports it when completing. */
export interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

/** Raised when completion names a part the store does not hold or with another ETag. */
export class PartMismatchError extends Error {
  constructor(message = 'Uploaded parts do not match') {
    super(message);
    this.name = 'PartMismatchError';
  }
}

export interface MultipartStorage {
  /** Starts an upload; returns the store's multipart id (null when the store needs none). */
  create(key: string, contentType: string): Promise<string | null>;
  /**
   * Pre-signed PUT URLs of the given part numbers, valid `expiresInSeconds`. Null when the driver receives
   * parts through the API itself (local): the API then issues its own signed URLs and calls `putPart`.
   */
  presignParts(
    target: MultipartTarget,
    partNumbers: readonly number[],
    expiresInSeconds: number,
  ): Promise<string[] | null>;
  /** Stores one part sent to the API (local driver only); resolves with its quoted ETag (a content checksum). */
  putPart(
    target: MultipartTarget,
    partNumber: number,
    body: Readable,
    maxBytes: number,
  ): Promise<UploadedPart>;
  /** Parts received so far, by part number. */
  listParts(target: MultipartTarget): Promise<UploadedPart[]>;
  /** Assembles the parts (in PartNumber order, ETags checked) into `target.key`. */
  complete(target: MultipartTarget, parts: readonly CompletedPart[], contentType: string): Promise<void>;
  /** Drops the parts of an upload that will not complete. */
  abort(target: MultipartTarget): Promise<void>;
}

/** Raised by `putPart` when a part is larger than allowed. */
export class PartTooLargeError extends Error {
  constructor() {
    super('Part too large');
    this.name = 'PartTooLargeError';
  }
}

/** True when a key may be served without a signature. */
export function isPublicKey(key: string): boolean {
  return key.startsWith('public/');
}

/** Rejects keys that could escape the storage root or address nothing. */
export function assertSafeKey(key: string): void {
  if (
    !key ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.split('/').some((p) => p === '..' || p === '.' || p === '')
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
