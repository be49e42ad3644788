/**
 * Content sniffing in the browser (the API does the same with file-type): a file is judged by its first
 * bytes, never by its name or the browser's guess, so a text file renamed `.mp4` is refused before upload.
 */

/** What the leading bytes say a file is; null when they match none of the accepted formats. */
export type SniffedKind =
  'png' | 'jpeg' | 'gif' | 'mp4' | 'mov' | 'avi' | 'webm' | 'mp3' | 'aac' | 'ogg' | 'm4a' | 'pdf' | 'ooxml';

/** Bytes read from the start of each file. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));

/** Identifies PNG, JPEG, GIF, MP4/MOV/M4A (ISO BMFF), AVI, WebM, MP3, AAC (ADTS) and Ogg by magic bytes. */
export function sniffBytes(bytes: Uint8Array): SniffedKind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (brand === 'qt  ') return 'mov';
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'm4a';
    return 'mp4';
  }
  // QuickTime files without ftyp start with a moov/mdat/wide/free atom.
  if (bytes.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip'].some((atom) => ascii(bytes, 4, atom)))
    return 'mov';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return 'avi';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  // Documents (decision 025): PDF, and Office Open XML (a ZIP; the API checks what is inside).
  if (ascii(bytes, 0, '%PDF-')) return 'pdf';
  if (ascii(bytes, 0, 'PK\x03\x04')) return 'ooxml';
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xf6) === 0xf0) return 'aac';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mp3';
  return null;
}

/** Reads the first bytes of a file and sniffs them. */
export async function sniffFile(file: Blob): Promise<SniffedKind | null> {
  return sniffBytes(new Uint8Array(await readBytes(file.slice(0, SNIFF_BYTES))));
}

/** Blob bytes; FileReader where Blob#arrayBuffer is missing (older WebViews, jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
