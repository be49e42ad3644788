/**
 * File types and upload limits of SPEC §3 and §9, plus the pure pre-upload check of SPEC §5 that the
 * post form runs before uploading and the API repeats before accepting.
 */
import { POST_MESSAGES } from './validation.js';

/** Extension → MIME type (SPEC §3 file type table, plus aac and ogg for audio and recordings). */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  bmp: 'image/bmp',
  flv: 'video/x-flv',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  '3gp': 'video/3gpp',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  webm: 'video/webm',
  movie: 'video/x-sgi-movie',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  mpe: 'video/mpeg',
  m1v: 'video/mpeg',
  m2v: 'video/mpeg',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  // Documents posted as files (SPEC §3 post type `file`, §9 "other files up to 400 MB").
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Byte limits per category (SPEC §9). */
export const PHOTO_MAX_BYTES = 26214400;
export const VIDEO_MAX_BYTES = 419430400;
export const FILE_MAX_BYTES = 419430400;
export const AUDIO_MAX_BYTES = 419430400;

/** Recording container types of the audio recorder. */
export const RECORDING_TYPES = ['webm', 'mp4', 'ogg'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

/** Multipart upload parameters (SPEC §9). */
export const MULTIPART_PART_SIZE = 5242880;
export const MULTIPART_PART_RETRIES = 15;
export const MULTIPART_PART_TIMEOUT_MS = 300000;

/** MIME types of processed assets served to clients (SPEC §3). */
export const ASSET_MIME_TYPES = ['video/mp4', 'image/jpeg', 'audio/mpeg', 'application/x-mpegURL'] as const;
export type AssetMimeType = (typeof ASSET_MIME_TYPES)[number];

/** Export formats (SPEC §9: image export png, audio export mp3). */
export const IMAGE_EXPORT_TYPE = 'image/png';
export const AUDIO_EXPORT_TYPE = 'audio/mpeg';

export type FileCategory = 'photo' | 'video' | 'audio' | 'file';

/**
 * Documents accepted as `file` assets: PDF and the Office Open XML formats, all recognisable by their
 * content. Executables, HTML, SVG and anything without a signature are refused (decision 025).
 */
export const DOCUMENT_UPLOAD_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/** MIME types accepted for upload, by category: PNG, JPG, GIF; MOV, MP4, AVI (+ webm); MP3, AAC (+ recordings); documents. */
export const ACCEPTED_UPLOAD_TYPES: Readonly<Record<FileCategory, readonly string[]>> = {
  photo: ['image/png', 'image/jpeg', 'image/gif'],
  video: ['video/quicktime', 'video/mp4', 'video/x-msvideo', 'video/webm'],
  audio: ['audio/mpeg', 'audio/aac', 'audio/webm', 'audio/mp4', 'audio/ogg'],
  file: DOCUMENT_UPLOAD_TYPES,
};

/** The post type of a set of attachments: `file` when every one is a document, else `media` (SPEC §3). */
export function postTypeForFiles(
  files: readonly { name: string; type?: string | null }[],
): 'file' | 'media' | 'text' {
  if (files.length === 0) return 'text';
  return files.every((file) => fileCategory(resolveMimeType(file)) === 'file') ? 'file' : 'media';
}

/** Non-standard MIME names browsers report, mapped to the table's names. */
const MIME_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'video/avi': 'video/x-msvideo',
  'video/msvideo': 'video/x-msvideo',
  'audio/mp3': 'audio/mpeg',
  'audio/x-aac': 'audio/aac',
  'audio/x-m4a': 'audio/mp4',
};

/** Lower-cased extension of a file name without the dot, '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** MIME type of a file: its reported type (without parameters, aliases resolved), else from the extension. */
export function resolveMimeType(file: { name: string; type?: string | null }): string | null {
  const reported = file.type?.split(';')[0]?.trim().toLowerCase();
  if (reported) return MIME_ALIASES[reported] ?? reported;
  return FILE_TYPES[fileExtension(file.name)] ?? null;
}

/** Category of a MIME type, which picks its size limit. */
export function fileCategory(mimeType: string | null): FileCategory {
  if (mimeType?.startsWith('image/')) return 'photo';
  if (mimeType?.startsWith('video/')) return 'video';
  if (mimeType?.startsWith('audio/')) return 'audio';
  return 'file';
}

/** Byte limit of a category. */
export function maxBytesFor(category: FileCategory): number {
  switch (category) {
    case 'photo':
      return PHOTO_MAX_BYTES;
    case 'video':
      return VIDEO_MAX_BYTES;
    case 'audio':
      return AUDIO_MAX_BYTES;
    case 'file':
      return FILE_MAX_BYTES;
  }
}

/** True when the file's type is one the product accepts for upload. */
export function isAcceptedUploadType(file: { name: string; type?: string | null }): boolean {
  const mime = resolveMimeType(file);
  const category = fileCategory(mime);
  return mime !== null && ACCEPTED_UPLOAD_TYPES[category].includes(mime);
}

/** What checkFiles needs of a file (a browser File or the API's file metadata both fit). */
export interface FileToCheck {
  name: string;
  size: number;
  type?: string | null;
}

/**
 * Pre-upload check (SPEC §5): unique names, size limits, count limit (extraCount counts files already
 * attached and extra metadata files), accepted formats. Returns the messages to show, empty when fine.
 */
export function checkFiles(files: readonly FileToCheck[], maxFiles: number, extraCount = 0): string[] {
  const messages: string[] = [];
  const names = files.map((file) => file.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) messages.push(POST_MESSAGES.fileNameNotUnique);
  if (files.some((file) => file.size > maxBytesFor(fileCategory(resolveMimeType(file))))) {
    messages.push(POST_MESSAGES.filesTooLarge);
  }
  if (files.length + extraCount > maxFiles) messages.push(POST_MESSAGES.tooManyFiles(maxFiles));
  if (files.some((file) => !isAcceptedUploadType(file))) messages.push(POST_MESSAGES.incorrectFileFormat);
  return messages;
}

/** Number of parts a multipart upload of this size needs (at least one). */
export function multipartPartCount(size: number, partSize: number = MULTIPART_PART_SIZE): number {
  return Math.max(1, Math.ceil(size / partSize));
}

/** Byte range [start, end) of a 1-based part number. */
export function multipartPartRange(
  partNumber: number,
  size: number,
  partSize: number = MULTIPART_PART_SIZE,
): { start: number; end: number } {
  const start = (partNumber - 1) * partSize;
  return { start, end: Math.min(size, start + partSize) };
}
