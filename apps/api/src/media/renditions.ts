/**
 * The renditions members see (issue 6): photos through sharp (orientation applied, EXIF and GPS gone,
 * a feed and a detail size, WebP plus a JPEG detail for SPEC §3's image/jpeg), video through ffmpeg to HLS
 * (application/x-mpegURL) with a poster frame, audio to mp3 (audio/mpeg). Everything works on local files.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FULL_SIZE, IMAGE_SMALL_SIZE, PUBLIC_IMAGE_WIDTHS } from '@stride/shared';
import sharp from 'sharp';
import { runFfmpeg } from './ffmpeg.js';

/** Longest side of the feed and detail photo sizes. */
export const FEED_SIZE = IMAGE_SMALL_SIZE;
/** The middle size of a photo's srcset (2× feed on phones, 1× on wide screens; decision 025). */
export const MEDIUM_SIZE = 1280;
export const DETAIL_SIZE = IMAGE_FULL_SIZE;
/** Tallest HLS rendition and segment length. */
export const HLS_MAX_HEIGHT = 720;
export const HLS_SEGMENT_SECONDS = 4;

export interface PhotoRenditions {
  feed: Buffer;
  medium: Buffer;
  detail: Buffer;
  detailJpeg: Buffer;
  width: number;
  height: number;
}

/** Feed and detail sizes of a photo; sharp writes no metadata unless asked, so EXIF and GPS are gone. */
export async function photoRenditions(input: string): Promise<PhotoRenditions> {
  const oriented = () => sharp(input, { failOn: 'error' }).rotate();
  const resize = (size: number) => oriented().resize(size, size, { fit: 'inside', withoutEnlargement: true });
  const [feed, medium, detail, detailJpeg] = await Promise.all([
    resize(FEED_SIZE).webp({ quality: 78 }).toBuffer(),
    resize(MEDIUM_SIZE).webp({ quality: 80 }).toBuffer(),
    resize(DETAIL_SIZE).webp({ quality: 85 }).toBuffer(),
    resize(DETAIL_SIZE).jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
  ]);
  return {
    feed,
    medium,
    detail,
    detailJpeg: detailJpeg.data,
    width: detailJpeg.info.width,
    height: detailJpeg.info.height,
  };
}

/** A public image's WebP renditions (a logo, a banner, a horse's photo), as `imageUrls` links them. */
export interface PublicImageRenditions {
  full: Buffer;
  medium: Buffer;
  small: Buffer;
}

/** One public image rendition: orientation applied, no metadata, within `size` × `size`, never enlarged. */
function publicImageRendition(input: Buffer, size: number, quality: number): Promise<Buffer> {
  return sharp(input, { animated: false, failOn: 'error' })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

/** The medium rendition of a public image (uploads make it; the media route makes it for older images). */
export function mediumImageRendition(input: Buffer): Promise<Buffer> {
  return publicImageRendition(input, PUBLIC_IMAGE_WIDTHS.medium, 82);
}

/**
 * The renditions of a public image at PUBLIC_IMAGE_WIDTHS (decision 048): small for cards and logos,
 * medium for a phone's full-width hero, full for wide screens. Throws on what sharp cannot read.
 */
export async function publicImageRenditions(input: Buffer): Promise<PublicImageRenditions> {
  const { small, full } = PUBLIC_IMAGE_WIDTHS;
  const [fullBuffer, mediumBuffer, smallBuffer] = await Promise.all([
    publicImageRendition(input, full, 86),
    mediumImageRendition(input),
    publicImageRendition(input, small, 80),
  ]);
  return { full: fullBuffer, medium: mediumBuffer, small: smallBuffer };
}

/**
 * The original photo as members may download it (issue 14 case 2, decision 020): orientation applied
 * to the pixels first, then written again in its own format without EXIF, GPS, XMP or IPTC (sharp keeps
 * no metadata unless asked). GIFs (no EXIF) and other types stay as they are: null.
 */
export async function cleanOriginalPhoto(input: string, mimeType: string): Promise<Buffer | null> {
  const oriented = sharp(input, { failOn: 'error' }).rotate();
  if (mimeType === 'image/jpeg') return oriented.jpeg({ quality: 92, mozjpeg: true }).toBuffer();
  if (mimeType === 'image/png') return oriented.png().toBuffer();
  return null;
}

/** Containers whose original is remuxed without metadata (phones write location and device there). */
export const CLEANED_VIDEO_EXTENSIONS: Readonly<Record<string, string>> = {
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
};

/**
 * The original video as members may download it: the same streams copied (no re-encoding) into the
 * same container without global metadata or chapters — location (©xyz), make, model, dates are gone.
 */
export async function cleanOriginalVideo(input: string, output: string): Promise<void> {
  await runFfmpeg([
    '-i',
    input,
    '-map',
    '0:v',
    '-map',
    '0:a?',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    output,
  ]);
}

/** HLS (H.264 + AAC, VOD playlist `index.m3u8` and `seg000.ts` …) into `outDir`; returns the file names. */
export async function videoToHls(input: string, outDir: string, hasAudio: boolean): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  await runFfmpeg([
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    `scale=-2:'min(${HLS_MAX_HEIGHT},ih)':flags=bicubic,scale=trunc(iw/2)*2:trunc(ih/2)*2`,
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, 'seg%03d.ts'),
    path.join(outDir, 'index.m3u8'),
  ]);
  return (await readdir(outDir)).sort();
}

/** A JPEG poster frame (a little into the clip, or the first frame of a shorter one). */
export async function posterFrame(input: string, output: string, durationMs: number | null): Promise<void> {
  const at = durationMs !== null && durationMs > 2000 ? 1 : 0;
  await runFfmpeg([
    '-y',
    '-ss',
    String(at),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:'min(${HLS_MAX_HEIGHT},ih)'`,
    '-q:v',
    '3',
    output,
  ]);
}

/** Audio (any container the recorder or a phone makes) to a 128 kbit/s MP3. */
export async function audioToMp3(input: string, output: string): Promise<void> {
  await runFfmpeg(['-y', '-i', input, '-vn', '-c:a', 'libmp3lame', '-b:a', '128k', output]);
}
