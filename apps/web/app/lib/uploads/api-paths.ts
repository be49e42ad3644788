/**
 * The publishing endpoints the web calls (SPEC §7), in one place so the client and the API agree on
 * them (the API's half: apps/api/src/routes/upload-s3-files and updates-write; decisions 012 and 013).
 */
export const PUBLISHING_PATHS = {
  /**
   * GET ?filePath=&countParts=[&fileSize=] → { uploadId, presignedUrls }; the same path and part count of an
   * unfinished upload give the same uploadId with fresh URLs (decision 012).
   */
  presignedUrls: '/api/upload-s3-files/presigned-urls',
  /** POST { uploadId, fileIndex, parts, filePath }. */
  complete: '/api/upload-s3-files/complete',
  /** POST the post draft; PATCH /updates/{id}. */
  updates: '/api/updates',
  /** POST a horse entry before the post that announces it. */
  horseEntries: '/api/syndicate-horse-entries',
  /** GET ?type=app → max_files. */
  settings: '/api/settings',
} as const;

/** GET → { uploadId, countParts, completed, parts: [{ PartNumber, ETag, Size }] } — resume after reload. */
export function uploadedPartsPath(uploadId: string): string {
  return `/api/upload-s3-files/${encodeURIComponent(uploadId)}/parts`;
}

/** Storage path of a post's file in the author's upload session (decision 012: posts/{postId}/{file name}). */
export function postFilePath(postId: number, fileName: string): string {
  return `posts/${postId}/${fileName}`;
}

/** Path of one update. */
export function updatePath(id: number): string {
  return `${PUBLISHING_PATHS.updates}/${id}`;
}
