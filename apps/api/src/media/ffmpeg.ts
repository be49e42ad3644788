/**
 * Where the ffmpeg binary comes from, so `npm start` works without apt: FFMPEG_PATH when configured,
 * else an `ffmpeg` on PATH (Debian's is current), else the static build shipped by @ffmpeg-installer
 * (a 2018 build: libx264, aac, libmp3lame, HLS and the lavfi sources are in it).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let cached: string | undefined;

/** True when `file` is a regular file this process may execute. */
function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Looks `name` up in a PATH string the way a shell would; null when absent. */
function findOnPath(name: string, pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The npm-shipped binary, loaded lazily (its module throws on unsupported platforms). */
function installerBinary(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return isExecutable(installer.path) ? installer.path : null;
  } catch {
    return null;
  }
}

/**
 * Resolves the ffmpeg executable once per process (FFMPEG_PATH → PATH → @ffmpeg-installer) so media
 * processing and the seed agree on one binary; throws when none is usable.
 */
export function ffmpegPath(env: Record<string, string | undefined> = process.env): string {
  if (cached) return cached;
  const configured = env.FFMPEG_PATH?.trim();
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`FFMPEG_PATH is not an executable file: ${configured}`);
    return (cached = configured);
  }
  const found =
    findOnPath(process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg', env.PATH) ?? installerBinary();
  if (!found)
    throw new Error('ffmpeg not found: set FFMPEG_PATH, install ffmpeg, or install @ffmpeg-installer/ffmpeg');
  return (cached = found);
}

/** Forgets the resolved binary (tests that change FFMPEG_PATH call this). */
export function resetFfmpegPath(): void {
  cached = undefined;
}

/** How much of stderr an error message keeps: ffmpeg explains failures in its last lines. */
const STDERR_TAIL_CHARS = 2_000;

/**
 * Runs ffmpeg with `args` (banner hidden, never interactive) and resolves when it exits 0; rejects with
 * the tail of stderr otherwise, so callers see why a transcode failed.
 */
export function runFfmpeg(args: readonly string[], options: { binary?: string } = {}): Promise<void> {
  const binary = options.binary ?? ffmpegPath();
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`ffmpeg exited with ${signal ?? `code ${code}`}: ${stderr.trim() || '(no output)'}`),
        );
    });
  });
}
