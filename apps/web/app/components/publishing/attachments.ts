/**
 * The composer's attachment rules: SPEC §5/§9 checks from the shared checkFiles (unique names, sizes,
 * max_files counting extra metadata files, accepted types) plus a look at each file's first bytes.
 */
import {
  ASSET_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_UPLOAD_TYPES,
  type FileToCheck,
  POST_MESSAGES,
  checkFiles,
  fileCategory,
  resolveMimeType,
} from '@stride/shared';
import type { FileUploadState } from '../../lib/uploads/post-uploads';
import { type SniffedKind, sniffFile } from '../../lib/uploads/sniff';

/** One attached file and its upload progress. */
export interface Attachment {
  id: string;
  file: File;
  /** 0..1. */
  progress: number;
  state: FileUploadState | 'ready';
  /** Object URL for the photo preview; revoked when removed. */
  previewUrl: string | null;
}

/**
 * Descriptions (alt text) the author gave attached photos, by File (decision 025). Kept beside the
 * attachments so every upload path — publish, retry, resume — finds them without new parameters.
 */
const descriptions = new WeakMap<Blob, string>();

/** Records (or, when blank, forgets) the description of an attached photo. */
export function describeFile(file: Blob, text: string): void {
  if (text.trim() === '') descriptions.delete(file);
  else descriptions.set(file, text.slice(0, ASSET_DESCRIPTION_MAX_LENGTH));
}

/** The description given to an attached photo, if any. */
export function descriptionOf(file: Blob): string | undefined {
  return descriptions.get(file);
}

/** What the author sees of a file's kind. */
export type AttachmentKind = 'photo' | 'video' | 'audio' | 'file';

/** Kind of a file for its icon and preview. */
export function attachmentKind(file: { name: string; type?: string }): AttachmentKind {
  return fileCategory(resolveMimeType(file));
}

/**
 * Messages for adding `incoming` to `existing` (empty when fine). `extraCount` counts metadata files
 * that travel with the post and count towards max_files.
 */
export async function validateNewFiles(
  existing: readonly FileToCheck[],
  incoming: readonly File[],
  maxFiles: number,
  extraCount = 0,
  sniff: (file: File) => Promise<SniffedKind | null> = sniffFile,
): Promise<string[]> {
  const messages = checkFiles([...existing, ...incoming], maxFiles, extraCount);
  if (!messages.includes(POST_MESSAGES.incorrectFileFormat)) {
    const kinds = await Promise.all(incoming.map((file) => sniff(file).catch(() => null)));
    if (kinds.some((kind) => kind === null)) messages.push(POST_MESSAGES.incorrectFileFormat);
  }
  return messages;
}

/** "25.0 MB", "812 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The accept attribute of the file picker (PNG, JPG, GIF; MOV, MP4, AVI; MP3, AAC; PDF and Office documents). */
export const FILE_INPUT_ACCEPT = [
  'image/png,image/jpeg,image/gif,video/quicktime,video/mp4,video/x-msvideo,video/webm,audio/mpeg,audio/aac,audio/mp4,audio/webm,audio/ogg,.png,.jpg,.jpeg,.gif,.mov,.mp4,.avi,.mp3,.aac,.m4a',
  ...DOCUMENT_UPLOAD_TYPES,
  '.pdf,.docx,.xlsx,.pptx',
].join(',');
