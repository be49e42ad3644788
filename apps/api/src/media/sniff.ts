/**
 * What an uploaded file really is, from its first bytes (magic numbers), never from its name or the
 * browser's MIME type (issue 6). A text file renamed `.mp4` has no signature and is refused.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { FileCategory } from '@stride/shared';
import type { StorageDriver } from '../storage/driver.js';

/** Bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/**
 * Content types accepted as post assets, by the category that sets their size limit: SPEC §9's PNG, JPG, GIF;
 * MOV, MP4, AVI (+ WebM); MP3, AAC — plus what browser recorders write (webm, ogg/opus, mp4/m4a audio).
 */
const ACCEPTED: Readonly<Record<string, FileCategory>> = {
  'image/png': 'photo',
  'image/jpeg': 'photo',
  'image/gif': 'photo',
  'video/quicktime': 'video',
  'video/mp4': 'video',
  'video/x-msvideo': 'video',
  'video/webm': 'video',
  'video/x-matroska': 'video',
  'audio/mpeg': 'audio',
  'audio/aac': 'audio',
  'audio/x-m4a': 'audio',
  'audio/mp4': 'audio',
  'audio/ogg': 'audio',
  'audio/opus': 'audio',
  'audio/webm': 'audio',
  // Documents of `file` posts (decision 025): PDF and Office Open XML, recognised by content. Programs
  // (application/x-msdownload, x-elf …), HTML and SVG (no signature file-type accepts) stay refused.
  'application/pdf': 'file',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'file',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'file',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'file',
};

export interface SniffedType {
  mime: string;
  ext: string;
  category: FileCategory;
}

/** Identifies accepted content from its first bytes; null when unknown or not accepted. */
export async function sniffBuffer(head: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  // Some answers carry parameters ('audio/ogg; codecs=opus'): the base type decides and is stored.
  const mime = found.mime.split(';')[0]!.trim();
  const category = ACCEPTED[mime];
  return category ? { mime, ext: found.ext, category } : null;
}

/** Reads the first bytes of a stored object and identifies them. */
export async function sniffStored(
  storage: StorageDriver,
  key: string,
  size: number,
): Promise<SniffedType | null> {
  if (size === 0) return null;
  const stream = await storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return sniffBuffer(Buffer.concat(chunks));
}
