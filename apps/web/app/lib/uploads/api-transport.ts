/**
 * MultipartApi over the browser API client: the three SPEC §7 calls plus the parts listing used to
 * resume. Answers are checked with the shared schemas so a contract drift fails loudly, not silently.
 */
import { completeUploadSchema, presignedUploadSchema } from '@stride/shared';
import { z } from 'zod';
import type { ApiClient } from '../api/client';
import { PUBLISHING_PATHS, uploadedPartsPath } from './api-paths';
import type { MultipartApi } from './multipart';

const partsListSchema = z.object({
  parts: z.array(z.object({ PartNumber: z.number().int().min(1), ETag: z.string().min(1) })),
});

/** The multipart calls through the browser's authenticated API client. */
export function createMultipartApi(api: ApiClient): MultipartApi {
  return {
    async presign({ filePath, countParts, fileSize }) {
      const query = new URLSearchParams({ filePath, countParts: String(countParts) });
      if (fileSize !== undefined) query.set('fileSize', String(fileSize));
      return presignedUploadSchema.parse(
        await api.get(`${PUBLISHING_PATHS.presignedUrls}?${query.toString()}`),
      );
    },
    async listParts({ uploadId }) {
      return partsListSchema.parse(await api.get(uploadedPartsPath(uploadId))).parts;
    },
    async complete(body) {
      await api.post(PUBLISHING_PATHS.complete, completeUploadSchema.parse(body));
    },
  };
}
