/**
 * The demo's one video and one audio clip, made once per seed and reused by every video and audio
 * post: a synthesised bugle call over galloping hooves (WAV, encoded to MP3 and AAC by ffmpeg) and a
 * 4-second 640×360 H.264 clip of a horse galloping past the grandstand, drawn by sharp.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../media/ffmpeg.js';
import { escapeXml, type Silks } from './art/figures.js';
import { horseSprite, SKIES, videoBackdrop } from './art/scenes.js';
import { svgToPng } from './images.js';
import { createRng } from './random.js';

const SAMPLE_RATE = 44_100;
export const AUDIO_DURATION_MS = 5_000;
export const VIDEO_DURATION_MS = 4_000;
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;

/** The encoded media of the demo. */
export interface DemoMedia {
  mp3: Buffer;
  mp4: Buffer;
  /** A JPEG frame of the video, used as its poster. */
  poster: Buffer;
  /** The video as HLS (what media processing makes of uploads): the VOD playlist and its segments. */
  hls: { playlist: Buffer; segments: { name: string; body: Buffer }[] };
}

/** Frequencies of a bugle's natural notes (the call only uses these, as a real bugle would). */
const NOTE = { G4: 392, C5: 523.25, E5: 659.25, G5: 783.99 } as const;

/** An invented "call to the post": [note, start s, length s]. */
const CALL: ReadonlyArray<readonly [keyof typeof NOTE, number, number]> = [
  ['G4', 0.3, 0.16],
  ['C5', 0.48, 0.16],
  ['E5', 0.66, 0.16],
  ['G5', 0.84, 0.4],
  ['E5', 1.3, 0.16],
  ['G5', 1.48, 0.16],
  ['C5', 1.66, 0.16],
  ['E5', 1.84, 0.16],
  ['G5', 2.02, 0.8],
];

/** Mono 16-bit PCM of the bugle call, hoofbeats that gallop in, and a soft crowd murmur. */
export function synthesiseCall(durationMs = AUDIO_DURATION_MS): Int16Array {
  const length = Math.round((SAMPLE_RATE * durationMs) / 1000);
  const out = new Float32Array(length);
  for (const [note, start, duration] of CALL) {
    const f = NOTE[note];
    const from = Math.round(start * SAMPLE_RATE);
    const count = Math.round(duration * SAMPLE_RATE);
    for (let i = 0; i < count && from + i < length; i += 1) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.min(1, t / 0.02) * Math.min(1, (duration - t) / 0.05);
      const vibrato = 1 + 0.004 * Math.sin(2 * Math.PI * 5.5 * t);
      let v = 0;
      for (let k = 1; k <= 6; k += 1) v += Math.sin(2 * Math.PI * f * k * vibrato * t) / k ** 0.9;
      out[from + i]! += 0.16 * envelope * v;
    }
  }
  // Hoofbeats: a four-beat gallop stride (three quick beats and a pause), growing louder.
  const rng = createRng(2026);
  for (let stride = 2.4; stride < durationMs / 1000; stride += 0.42) {
    for (const offset of [0, 0.07, 0.14, 0.2]) {
      const from = Math.round((stride + offset) * SAMPLE_RATE);
      const loudness = Math.min(1, (stride - 2.2) / 1.5) * 0.5;
      let smooth = 0;
      for (let i = 0; i < 0.07 * SAMPLE_RATE && from + i < length; i += 1) {
        const t = i / SAMPLE_RATE;
        smooth += 0.25 * (rng.next() * 2 - 1 - smooth);
        const thump = Math.sin(2 * Math.PI * 85 * t) + 0.6 * smooth;
        out[from + i]! += loudness * thump * Math.exp(-t * 55);
      }
    }
  }
  // Crowd murmur: low-passed noise under everything, fading in and out.
  let murmur = 0;
  for (let i = 0; i < length; i += 1) {
    murmur += 0.02 * (rng.next() * 2 - 1 - murmur);
    const fade = Math.min(1, i / (SAMPLE_RATE * 0.5), (length - i) / (SAMPLE_RATE * 0.5));
    out[i]! += 0.5 * murmur * fade;
  }
  const pcm = new Int16Array(length);
  for (let i = 0; i < length; i += 1) pcm[i] = Math.round(Math.max(-1, Math.min(1, out[i]!)) * 32_000);
  return pcm;
}

/** Wraps mono 16-bit PCM in a RIFF/WAVE header. */
export function wavFile(pcm: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = pcm.length * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, dataBytes)]);
}

/** The lower-third caption laid over the video. */
function captionSvg(title: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}">
<rect x="24" y="292" width="300" height="44" fill="#000" fill-opacity="0.55"/>
<rect x="24" y="292" width="6" height="44" fill="${accent}"/>
<text x="42" y="321" font-family="'DejaVu Sans', Arial, sans-serif" font-size="20" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
</svg>`;
}

/** Makes the demo MP3, MP4 and poster with ffmpeg in a temporary folder (removed afterwards). */
export async function makeDemoMedia(options: {
  silks: Silks;
  coat: string;
  title: string;
}): Promise<DemoMedia> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stride-seed-'));
  try {
    const file = (name: string) => path.join(dir, name);
    const panWidth = Math.round(VIDEO_WIDTH * 1.2);
    const panHeight = Math.round(VIDEO_HEIGHT * 1.2);
    const [backdrop, sprite, caption] = await Promise.all([
      svgToPng(videoBackdrop({ sky: SKIES[1]!, width: panWidth, height: panHeight })),
      svgToPng(horseSprite({ coat: options.coat, silks: options.silks, scale: 0.55 })),
      svgToPng(captionSvg(options.title, options.silks.secondary)),
    ]);
    await Promise.all([
      writeFile(file('backdrop.png'), backdrop),
      writeFile(file('sprite.png'), sprite),
      writeFile(file('caption.png'), caption),
      writeFile(file('call.wav'), wavFile(synthesiseCall())),
    ]);
    const seconds = VIDEO_DURATION_MS / 1000;
    const mp3 = runFfmpeg([
      '-i',
      file('call.wav'),
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-map_metadata',
      '-1',
      '-y',
      file('call.mp3'),
    ]);
    const mp4 = runFfmpeg([
      '-loop',
      '1',
      '-framerate',
      '25',
      '-i',
      file('backdrop.png'),
      '-loop',
      '1',
      '-framerate',
      '25',
      '-i',
      file('sprite.png'),
      '-loop',
      '1',
      '-framerate',
      '25',
      '-i',
      file('caption.png'),
      '-i',
      file('call.wav'),
      '-filter_complex',
      [
        `[0:v]crop=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:x='${panWidth - VIDEO_WIDTH}*t/${seconds}':y=${panHeight - VIDEO_HEIGHT}[bg]`,
        `[bg][1:v]overlay=x='-240+t*${Math.round((VIDEO_WIDTH + 240) / seconds)}':y='150+4*sin(t*18)'[run]`,
        `[run][2:v]overlay=0:0,fade=t=in:st=0:d=0.4,fade=t=out:st=${seconds - 0.4}:d=0.4,format=yuv420p[v]`,
        `[3:a]afade=t=out:st=${seconds - 0.5}:d=0.5[a]`,
      ].join(';'),
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-crf',
      '26',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-y',
      file('replay.mp4'),
    ]);
    const poster = sharp(backdrop)
      .extract({
        left: Math.round((panWidth - VIDEO_WIDTH) / 2),
        top: panHeight - VIDEO_HEIGHT,
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
      })
      .composite([
        { input: sprite, left: 200, top: 150 },
        { input: caption, left: 0, top: 0 },
      ])
      .jpeg({ quality: 82 })
      .toBuffer();
    await Promise.all([mp3, mp4]);
    // Repackaged without re-encoding; segment names are relative in the playlist, so it plays from any folder.
    await runFfmpeg([
      '-i',
      file('replay.mp4'),
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      file('segment-%d.ts'),
      '-y',
      file('index.m3u8'),
    ]);
    const segmentNames = (await readdir(dir)).filter((name) => /^segment-\d+\.ts$/.test(name)).sort();
    return {
      mp3: await readFile(file('call.mp3')),
      mp4: await readFile(file('replay.mp4')),
      poster: await poster,
      hls: {
        playlist: await readFile(file('index.m3u8')),
        segments: await Promise.all(
          segmentNames.map(async (name) => ({ name, body: await readFile(file(name)) })),
        ),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
