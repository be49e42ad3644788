/**
 * Multipart upload requests (SPEC §7): pre-signed part URLs for a file path and part count, the parts
 * already uploaded (resuming), and completion (shared `completeUploadSchema`).
 */
import {
  MULTIPART_PART_SIZE,
  VIDEO_MAX_BYTES,
  completeUploadSchema,
  postAssetSchema,
  presignedUploadSchema,
} from '@stride/shared';
import { z } from 'zod';

/** More parts than the largest allowed file needs is never useful. */
export const MAX_PARTS = Math.ceil(VIDEO_MAX_BYTES / MULTIPART_PART_SIZE);

export const presignQuery = z.object({
  filePath: z.string().min(1).max(400),
  countParts: z.coerce.number().int().min(1).max(10000),
  /** Optional total size in bytes: lets the API refuse a too-large file before any byte is sent. */
  fileSize: z.coerce.number().int().min(0).optional(),
});

export const presignResponse = presignedUploadSchema;

export const uploadIdParams = z.object({ uploadId: z.string() });

export const partsResponse = z.object({
  uploadId: z.string(),
  countParts: z.number().int(),
  completed: z.boolean(),
  parts: z.array(z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number().int() })),
});

export const completeBody = completeUploadSchema;

export const completeResponse = z.object({
  uploadId: z.string(),
  fileIndex: z.number().int(),
  filePath: z.string(),
  asset: postAssetSchema,
});
