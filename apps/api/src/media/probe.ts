/**
 * What a media file holds (streams, size, duration), read from `ffmpeg -i` (the npm-shipped build has no
 * ffprobe). Recorded audio often arrives in a video container (webm, mp4): the streams decide.
 */
import { spawn } from 'node:child_process';
import { ffmpegPath } from './ffmpeg.js';

export interface MediaProbe {
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/** Parses the stream listing ffmpeg prints to stderr. */
export function parseProbe(stderr: string): MediaProbe {
  const video = /Stream #\d+:\d+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const attachedPicture = /Video: .*\(attached pic\)/.test(stderr);
  return {
    hasVideo: video !== null && !attachedPicture,
    hasAudio: /Stream #\d+:\d+.*?: Audio: /.test(stderr),
    width: video ? Number(video[1]) : null,
    height: video ? Number(video[2]) : null,
    durationMs: duration
      ? Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000)
      : null,
  };
}

/** Probes a local file. */
export function probeMedia(file: string): Promise<MediaProbe> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.on('error', reject);
    // ffmpeg exits 1 without an output file: the listing is what we want.
    child.on('close', () => resolve(parseProbe(stderr)));
  });
}
