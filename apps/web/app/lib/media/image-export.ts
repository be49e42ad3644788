/**
 * SPEC §9 "image export png": a photo saved from an update is exported as PNG in the browser (drawn on a
 * canvas, read back as a base64 data URL, turned into a file). SPEC §8's "Can't convert base64 to file"
 * is the error when that last step fails (a corrupt or non-image data URL, a canvas the browser refuses).
 */
import { IMAGE_EXPORT_TYPE, UI_ERROR_MESSAGES } from '@stride/shared';

/** The conversion failed: its message is SPEC §8's "Can't convert base64 to file". */
export class Base64ConversionError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(UI_ERROR_MESSAGES.base64Conversion, options);
    this.name = 'Base64ConversionError';
  }
}

/** A file from a `data:<type>;base64,<data>` URL; throws Base64ConversionError when it is not one. */
export function base64ToFile(dataUrl: string, filename: string): File {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl.trim());
  if (!match || match[2]!.length === 0) throw new Base64ConversionError();
  try {
    const binary = atob(match[2]!);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new File([bytes], filename, { type: match[1] });
  } catch (cause) {
    throw new Base64ConversionError({ cause });
  }
}

/** `photo.jpg` → `photo.png`. */
export function pngFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.png`;
}

/** What exporting needs from the browser (canvas drawing), replaceable in tests. */
export interface ImageExportDeps {
  toDataUrl?: (image: Blob) => Promise<string>;
}

/** Draws the image on a canvas and reads it back as a PNG data URL. */
async function canvasPngDataUrl(image: Blob): Promise<string> {
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Base64ConversionError();
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.toDataURL(IMAGE_EXPORT_TYPE);
}

/** The photo as a PNG file named after the original; rejects with Base64ConversionError on failure. */
export async function exportImageAsPng(
  image: Blob,
  filename: string,
  deps: ImageExportDeps = {},
): Promise<File> {
  let dataUrl: string;
  try {
    dataUrl = await (deps.toDataUrl ?? canvasPngDataUrl)(image);
  } catch (cause) {
    throw cause instanceof Base64ConversionError ? cause : new Base64ConversionError({ cause });
  }
  const file = base64ToFile(dataUrl, pngFileName(filename));
  if (file.type !== IMAGE_EXPORT_TYPE) throw new Base64ConversionError();
  return file;
}
