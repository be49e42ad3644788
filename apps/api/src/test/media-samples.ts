/**
 * Tiny real media generated on the fly for the upload and media-processing tests (sharp for images,
 * ffmpeg's lavfi sources for video and audio), so tests never depend on fixture files.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../media/ffmpeg.js';

/** A 64×48 PNG. */
export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#f36a81' } })
    .png()
    .toBuffer();
}

/** A 2000×1500 JPEG carrying EXIF with GPS coordinates (what must be stripped). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3355aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'StrideCam', Model: 'Paddock 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '53/1 20/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '6/1 15/1 0/1',
      },
    })
    .toBuffer();
}

const workDir = () => mkdtempSync(path.join(tmpdir(), 'stride-media-'));

/** A one-second 160×120 H.264/AAC MP4. */
export async function tinyMp4(seconds = 1): Promise<Buffer> {
  const out = path.join(workDir(), 'clip.mp4');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x120:rate=10:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
  return readFileSync(out);
}

/** A one-second Ogg/Opus or WebM audio clip, like the browser's recorder makes. */
export async function tinyRecording(container: 'webm' | 'ogg' = 'webm'): Promise<Buffer> {
  const out = path.join(workDir(), `rec.${container}`);
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1', '-c:a', 'libopus', out]);
  return readFileSync(out);
}
