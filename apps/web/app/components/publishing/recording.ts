/**
 * Audio recording rules (SPEC §9 recording types webm, mp4, ogg; any microphone failure shows SPEC §8's
 * permission message): which container the browser can record and what the file is called.
 */
import { RECORDING_TYPES, type RecordingType } from '@stride/shared';

/** MIME candidates per recording type, best first. */
const CANDIDATES: Record<RecordingType, string[]> = {
  webm: ['audio/webm;codecs=opus', 'audio/webm'],
  mp4: ['audio/mp4;codecs=mp4a.40.2', 'audio/mp4'],
  ogg: ['audio/ogg;codecs=opus', 'audio/ogg'],
};

/** The first recording MIME type the browser supports (webm, then mp4 for Safari, then ogg); null if none. */
export function pickRecordingMimeType(
  isTypeSupported: (type: string) => boolean,
): { mimeType: string; extension: RecordingType } | null {
  for (const extension of RECORDING_TYPES) {
    for (const mimeType of CANDIDATES[extension]) {
      if (isTypeSupported(mimeType)) return { mimeType, extension };
    }
  }
  return null;
}

/** File name of a recording, unique per second: "Recording 2026-11-23 09-12-05.webm". */
export function recordingFileName(extension: RecordingType, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `Recording ${stamp}.${extension}`;
}

/** "1:05" for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
