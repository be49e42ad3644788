/**
 * Uploads every file of a post and then tells the API (SPEC §4, §7): PATCH updates/{id} with
 * uploadedAssetsCount and assetsStatus → processing, then publicationStatus → published when the author
 * published. When a file fails for good, the post is marked upload_failed (the author can retry — only
 * missing parts go again — or publish what arrived, which the upload-failed action allows).
 */
import type { PublicationStatus } from '@stride/shared';
import type { ApiClient } from '../api/client';
import { updatePath } from './api-paths';
import { type MultipartApi, type PutPart, uploadFileMultipart } from './multipart';
import { type FileIdentity, type ResumeStore, fileFingerprint } from './resume-store';

/** Where a file stands, for its progress row. */
export type FileUploadState = 'queued' | 'uploading' | 'done' | 'failed';

export interface PostUploadEvents {
  onFileProgress?: (fileIndex: number, loaded: number, total: number) => void;
  onFileState?: (fileIndex: number, state: FileUploadState, error?: unknown) => void;
}

export interface UploadPostFilesOptions extends PostUploadEvents {
  postId: number;
  files: readonly (Blob & FileIdentity)[];
  /** Storage path of file `index` in the author's upload session. */
  filePathFor: (fileIndex: number, file: FileIdentity) => string;
  /** The description (alt text) the author gave file `index`, if any (decision 025). */
  descriptionFor?: (fileIndex: number, file: Blob & FileIdentity) => string | undefined;
  publish: boolean;
  api: ApiClient;
  multipart: MultipartApi;
  putPart: PutPart;
  store: ResumeStore;
  /** Files uploaded at the same time. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Passed through to uploadFileMultipart (tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  partSize?: number;
}

export interface UploadPostFilesResult {
  uploaded: number;
  failed: number[];
  publicationStatus: PublicationStatus | null;
}

/** Default number of files sent at once: enough to fill the pipe, few enough to show steady progress. */
export const FILE_CONCURRENCY = 2;

/** Uploads the files (resuming saved sessions), then PATCHes the post; never throws for a failed file. */
export async function uploadPostFiles(options: UploadPostFilesOptions): Promise<UploadPostFilesResult> {
  const { postId, files, store, api } = options;
  const pending = store.get(postId);
  if (!pending) store.begin(postId, options.publish, files);
  const saved = new Map((pending?.files ?? []).map((entry) => [fileFingerprint(entry), entry]));

  const failed: number[] = [];
  let uploaded = 0;
  let next = 0;
  files.forEach((_, index) => options.onFileState?.(index, 'queued'));

  async function worker() {
    while (next < files.length) {
      const fileIndex = next++;
      const file = files[fileIndex]!;
      const previous = saved.get(fileFingerprint(file));
      if (previous?.completed) {
        uploaded++;
        options.onFileProgress?.(fileIndex, file.size, file.size);
        options.onFileState?.(fileIndex, 'done');
        continue;
      }
      options.onFileState?.(fileIndex, 'uploading');
      try {
        await uploadFileMultipart({
          file,
          fileIndex,
          filePath: options.filePathFor(fileIndex, file),
          description: options.descriptionFor?.(fileIndex, file),
          api: options.multipart,
          putPart: options.putPart,
          session: previous?.session ?? null,
          onSession: (session) => store.update(postId, fileIndex, { session }),
          onProgress: (loaded, total) => options.onFileProgress?.(fileIndex, loaded, total),
          signal: options.signal,
          sleep: options.sleep,
          partSize: options.partSize,
        });
        store.update(postId, fileIndex, { completed: true });
        uploaded++;
        options.onFileState?.(fileIndex, 'done');
      } catch (error) {
        failed.push(fileIndex);
        options.onFileState?.(fileIndex, 'failed', error);
        if (options.signal?.aborted) return;
      }
    }
  }
  const workers = Math.max(1, Math.min(options.concurrency ?? FILE_CONCURRENCY, files.length));
  await Promise.all(Array.from({ length: workers }, () => worker()));

  if (uploaded > 0) {
    await api.patch(updatePath(postId), { uploadedAssetsCount: uploaded, assetsStatus: 'processing' });
  }
  let publicationStatus: PublicationStatus | null = null;
  if (failed.length > 0) {
    publicationStatus = 'upload_failed';
    await api.patch(updatePath(postId), { publicationStatus });
  } else {
    store.finish(postId);
    if (options.publish) {
      publicationStatus = 'published';
      await api.patch(updatePath(postId), { publicationStatus });
    }
  }
  return { uploaded, failed: failed.sort((a, b) => a - b), publicationStatus };
}
