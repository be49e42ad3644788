/**
 * The multipart upload of one file (SPEC §7, §9): ask for pre-signed part URLs (filePath, countParts →
 * uploadId, presignedUrls), PUT each 5242880-byte part with up to 15 retries and a 300000 ms timeout,
 * then complete with the parts' ETags. A saved session resumes: the server lists the parts it already
 * has and only the missing ones are sent. Pure logic — the network is injected — so it is unit-tested.
 */
import {
  type CompleteUpload,
  MULTIPART_PART_RETRIES,
  MULTIPART_PART_SIZE,
  MULTIPART_PART_TIMEOUT_MS,
  type PresignedUpload,
  backoffDelay,
  isRetryableStatus,
  multipartPartCount,
  multipartPartRange,
} from '@stride/shared';

/** One stored part as the complete call wants it. */
export interface UploadedPart {
  ETag: string;
  PartNumber: number;
}

/** The API side of a multipart upload (implemented over the browser API client in api-transport.ts). */
export interface MultipartApi {
  /**
   * Pre-signed URLs for every part. Asking again for the same path and part count while the upload is
   * unfinished answers the same uploadId with fresh URLs; `uploadId` says which one the client expects.
   */
  presign(request: {
    filePath: string;
    countParts: number;
    fileSize?: number;
    uploadId?: string;
  }): Promise<PresignedUpload>;
  /** Parts the storage already holds for an upload (resume after reload). */
  listParts(request: { uploadId: string; filePath: string }): Promise<UploadedPart[]>;
  /** Assembles the parts (SPEC §7 `POST /upload-s3-files/complete`). */
  complete(body: CompleteUpload): Promise<void>;
}

/** Options of one part PUT. */
export interface PutPartOptions {
  /** Bytes of this part sent so far. */
  onProgress: (loaded: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** PUTs one part's bytes to its URL and resolves to the ETag the storage answered. */
export type PutPart = (url: string, body: Blob, options: PutPartOptions) => Promise<string>;

/** A failed part PUT; `status` is null for network errors and timeouts. */
export class PartUploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PartUploadError';
  }
}

/** What identifies an upload in progress, saved so it can be resumed after a reload. */
export interface UploadSession {
  uploadId: string;
  filePath: string;
  countParts: number;
}

export interface UploadFileOptions {
  file: Blob;
  /** Storage path of the file inside the author's upload session (SPEC §7 `filePath`). */
  filePath: string;
  /** Position of the file in the post (SPEC §7 `fileIndex`). */
  fileIndex: number;
  /** A photo's description (its alt text), sent with the completion (decision 025). */
  description?: string;
  api: MultipartApi;
  putPart: PutPart;
  /** An earlier session of this same file: resume it instead of starting again. */
  session?: UploadSession | null;
  /** Called once the upload id is known, so the caller can persist it for resuming. */
  onSession?: (session: UploadSession) => void;
  /** Bytes of the file stored so far, and the file's size. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  partSize?: number;
  retries?: number;
  timeoutMs?: number;
  /** Waits between retries; injectable so tests need not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/** Longest pause between two attempts of a part: the SPEC's doubling backoff would reach half an hour. */
export const MAX_PART_RETRY_DELAY_MS = 30000;

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** True for failures a new attempt may fix: network errors, timeouts, 408/429/5xx and expired URLs (403). */
function shouldRetry(error: unknown): boolean {
  if (!(error instanceof PartUploadError)) return false;
  return error.status === 403 || isRetryableStatus(error.status);
}

/**
 * Uploads one file in parts and completes it; resolves to the upload id and the parts. Rejects with the
 * last error when a part still fails after its retries, or when the signal aborts.
 */
export async function uploadFileMultipart(
  options: UploadFileOptions,
): Promise<{ uploadId: string; parts: UploadedPart[] }> {
  const { file, filePath, api, putPart, signal } = options;
  const partSize = options.partSize ?? MULTIPART_PART_SIZE;
  const retries = options.retries ?? MULTIPART_PART_RETRIES;
  const timeoutMs = options.timeoutMs ?? MULTIPART_PART_TIMEOUT_MS;
  const wait = options.sleep ?? defaultSleep;
  const countParts = multipartPartCount(file.size, partSize);

  const done = new Map<number, string>();
  let uploadId = '';
  let urls: string[] = [];
  /** New URLs for the same upload; a different upload id means the server forgot it (start over). */
  const freshUrls = async () => {
    const presigned = await api.presign({ filePath, countParts, fileSize: file.size, uploadId });
    if (presigned.uploadId !== uploadId) throw new PartUploadError('The upload expired on the server', 410);
    return presigned.presignedUrls;
  };
  const startFresh = async () => {
    done.clear();
    const presigned = await api.presign({ filePath, countParts, fileSize: file.size });
    uploadId = presigned.uploadId;
    urls = presigned.presignedUrls;
    options.onSession?.({ uploadId, filePath, countParts });
  };
  const session = options.session;
  if (session && session.filePath === filePath && session.countParts === countParts) {
    uploadId = session.uploadId;
    // The server may have forgotten the upload (expired, completed elsewhere): then it starts over.
    const listed = await api.listParts({ uploadId, filePath }).catch(() => null);
    for (const part of listed ?? []) {
      if (part.PartNumber >= 1 && part.PartNumber <= countParts) done.set(part.PartNumber, part.ETag);
    }
    if (listed === null) await startFresh();
    else if (done.size < countParts) {
      const presigned = await api.presign({ filePath, countParts, fileSize: file.size, uploadId });
      if (presigned.uploadId === uploadId) urls = presigned.presignedUrls;
      else await startFresh();
    }
  } else {
    await startFresh();
  }

  const sizeOf = (partNumber: number) => {
    const { start, end } = multipartPartRange(partNumber, file.size, partSize);
    return end - start;
  };
  let stored = [...done.keys()].reduce((sum, partNumber) => sum + sizeOf(partNumber), 0);
  options.onProgress?.(stored, file.size);

  for (let partNumber = 1; partNumber <= countParts; partNumber++) {
    if (done.has(partNumber)) continue;
    const { start, end } = multipartPartRange(partNumber, file.size, partSize);
    const body = file.slice(start, end);
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      const url = urls[partNumber - 1];
      if (!url) throw new PartUploadError(`No upload URL for part ${partNumber}`, null);
      try {
        const etag = await putPart(url, body, {
          timeoutMs,
          signal,
          onProgress: (loaded) => options.onProgress?.(stored + Math.min(loaded, end - start), file.size),
        });
        done.set(partNumber, etag);
        stored += end - start;
        options.onProgress?.(stored, file.size);
        break;
      } catch (error) {
        if (signal?.aborted || attempt >= retries || !shouldRetry(error)) throw error;
        await wait(Math.min(backoffDelay(attempt + 1, options.random), MAX_PART_RETRY_DELAY_MS), signal);
        // A refused signature usually means the URL expired: sign the remaining parts again.
        if (error instanceof PartUploadError && error.status === 403) {
          urls = await freshUrls();
        }
      }
    }
  }

  const parts = [...done.entries()]
    .map(([PartNumber, ETag]) => ({ PartNumber, ETag }))
    .sort((a, b) => a.PartNumber - b.PartNumber);
  const description = options.description?.trim();
  await api.complete({
    uploadId,
    fileIndex: options.fileIndex,
    parts,
    filePath,
    ...(description ? { description } : {}),
  });
  return { uploadId, parts };
}
