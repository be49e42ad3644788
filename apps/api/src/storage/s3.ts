/**
 * S3 storage driver: any S3-compatible store (AWS, MinIO, R2, Ceph, s3rver). Browsers send multipart parts
 * straight to the store through pre-signed UploadPart URLs; the API lists, completes and reads.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type Part,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import {
  assertSafeKey,
  PartMismatchError,
  type MultipartStorage,
  type MultipartTarget,
  type StorageDriver,
  type UploadedPart,
} from './driver.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
}

/** S3 lists at most 1000 parts per page; 400 MB / 5 MiB is 80, so one page is plenty but we page anyway. */
const MAX_PART_PAGES = 10;

function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    (error instanceof S3ServiceException &&
      (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey'))
  );
}

/** Creates a driver for one bucket. */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only when the operation needs one: presigned part URLs then carry no checksum the browser
    // would have to match, and S3-compatible stores without the newer checksum headers keep working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  const requireUploadId = (target: MultipartTarget): string => {
    if (!target.driverUploadId) throw new Error(`S3 upload ${target.uploadId} has no multipart id`);
    return target.driverUploadId;
  };

  const multipart: MultipartStorage = {
    async create(key, contentType) {
      assertSafeKey(key);
      const out = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!out.UploadId) throw new Error('S3 returned no UploadId');
      return out.UploadId;
    },
    async presignParts(target, partNumbers, expiresInSeconds) {
      const UploadId = requireUploadId(target);
      return Promise.all(
        partNumbers.map((PartNumber) =>
          getSignedUrl(client, new UploadPartCommand({ Bucket, Key: target.key, UploadId, PartNumber }), {
            expiresIn: expiresInSeconds,
          }),
        ),
      );
    },
    async putPart() {
      throw new Error('S3 parts go straight to the store through pre-signed URLs');
    },
    async listParts(target) {
      const UploadId = requireUploadId(target);
      const parts: UploadedPart[] = [];
      let marker: string | undefined;
      for (let page = 0; page < MAX_PART_PAGES; page += 1) {
        const out = await client.send(
          new ListPartsCommand({
            Bucket,
            Key: target.key,
            UploadId,
            ...(marker ? { PartNumberMarker: marker } : {}),
          }),
        );
        for (const p of out.Parts ?? []) {
          if (p.PartNumber && p.ETag)
            parts.push({ PartNumber: p.PartNumber, ETag: p.ETag, Size: p.Size ?? 0 });
        }
        if (!out.IsTruncated || !out.NextPartNumberMarker) break;
        marker = out.NextPartNumberMarker;
      }
      return parts.sort((a, b) => a.PartNumber - b.PartNumber);
    },
    async complete(target, parts) {
      const UploadId = requireUploadId(target);
      const Parts: Part[] = [...parts]
        .sort((a, b) => a.PartNumber - b.PartNumber)
        .map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag.startsWith('"') ? p.ETag : `"${p.ETag}"` }));
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: target.key,
            UploadId,
            MultipartUpload: { Parts },
          }),
        );
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'InvalidPart' || error.name === 'InvalidPartOrder')
        ) {
          throw new PartMismatchError();
        }
        throw error;
      }
    },
    async abort(target) {
      if (!target.driverUploadId) return;
      try {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: target.key, UploadId: target.driverUploadId }),
        );
      } catch (error) {
        if (!isMissing(error) && !(error instanceof S3ServiceException && error.name === 'NoSuchUpload'))
          throw error;
      }
    },
  };

  return {
    kind: 's3',
    multipart,
    async put(key, body, contentType) {
      assertSafeKey(key);
      const Body = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentType: contentType }));
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!out.Body) throw new Error(`S3 object ${key} has no body`);
      return out.Body instanceof Readable
        ? out.Body
        : Readable.fromWeb(out.Body.transformToWebStream() as never);
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
