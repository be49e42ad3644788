/**
 * Adding files to a published update (issue 18 item 0, decision 029): announce them
 * (`POST /api/updates/{id}/assets`, which checks the batch against the update and answers each file's
 * position and path), then upload each through the multipart client. No PATCH follows: every completed
 * file joins the update on the server (counts, processing, "edited"). Files go one after the other so
 * they keep the order the editor chose. A file that still fails after its retries is reported, never thrown.
 */
import { appendAssetsResponseSchema } from '@stride/shared';
import type { ApiClient } from '../api/client';
import { updatePath } from './api-paths';
import { type MultipartApi, type PutPart, uploadFileMultipart } from './multipart';
import type { PostUploadEvents } from './post-uploads';

export interface AppendFilesOptions extends PostUploadEvents {
  postId: number;
  files: readonly File[];
  /** The description (alt text) given to file `index`, if any (decision 025). */
  descriptionFor?: (file: File) => string | undefined;
  api: ApiClient;
  multipart: MultipartApi;
  putPart: PutPart;
  signal?: AbortSignal;
  /** Passed through to uploadFileMultipart (tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  partSize?: number;
}

/** Path of the announcement of files to add to an update. */
export function updateAssetsPath(postId: number): string {
  return `${updatePath(postId)}/assets`;
}

/**
 * Announces and uploads the files; resolves with the indexes (in `files`) that failed. A refused
 * announcement (422: a name already on the update, too many files…) rejects with the API's error.
 */
export async function appendFilesToUpdate(options: AppendFilesOptions): Promise<{ failed: number[] }> {
  const { files, postId } = options;
  const announced = appendAssetsResponseSchema.parse(
    await options.api.post(updateAssetsPath(postId), {
      filesMeta: files.map((file) => ({ name: file.name, size: file.size, type: file.type || undefined })),
    }),
  ).files;
  files.forEach((_, index) => options.onFileState?.(index, 'queued'));
  const failed: number[] = [];
  for (const [index, file] of files.entries()) {
    const place = announced[index];
    if (!place) {
      failed.push(index);
      options.onFileState?.(index, 'failed');
      continue;
    }
    options.onFileState?.(index, 'uploading');
    try {
      await uploadFileMultipart({
        file,
        fileIndex: place.fileIndex,
        filePath: place.filePath,
        description: options.descriptionFor?.(file),
        api: options.multipart,
        putPart: options.putPart,
        onProgress: (loaded, total) => options.onFileProgress?.(index, loaded, total),
        signal: options.signal,
        sleep: options.sleep,
        partSize: options.partSize,
      });
      options.onFileState?.(index, 'done');
    } catch (error) {
      failed.push(index);
      options.onFileState?.(index, 'failed', error);
      if (options.signal?.aborted) break;
    }
  }
  return { failed };
}
