/**
 * Helpers of the publishing journeys: the demo staff sign-in straight into the composer, the Chromium
 * flags of a fake microphone (for these journeys only), and real media generated with the npm-shipped
 * ffmpeg (the same binary apps/api/src/media/ffmpeg.ts falls back to), cached in the temp directory.
 */
import { type Page, expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const DEMO_STAFF = { email: 'staff@stride.test', password: 'Paddock#2026' };
export const DEMO_MEMBER = { email: 'member@stride.test', password: 'Paddock#2026' };

/** Launch options of the playwright config plus a fake microphone that needs no permission prompt. */
export const FAKE_MEDIA_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};

/** Signs in through the provider and lands on `path` (the login route's `redirect`). */
export async function signInTo(
  page: Page,
  credentials: { email: string; password: string },
  to: string,
): Promise<void> {
  await page.goto(`/login/?redirect=${encodeURIComponent(to)}`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** The ffmpeg binary: FFMPEG_PATH, else the one @ffmpeg-installer ships. */
function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const root = path.dirname(
    require.resolve('@ffmpeg-installer/ffmpeg/package.json', {
      paths: [process.cwd(), path.resolve(process.cwd(), '..')],
    }),
  );
  const platform = `${process.platform}-${process.arch}`;
  return path.join(path.dirname(root), platform, process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
}

const run = promisify(execFile);

/** Runs ffmpeg once for `name` in the temp directory and returns the file's path (cached between runs). */
async function generated(name: string, args: string[], minBytes: number): Promise<string> {
  const file = path.join(tmpdir(), `stride-e2e-${name}`);
  if (existsSync(file) && statSync(file).size >= minBytes) return file;
  // Parallel workers may generate the same file at once: each writes its own temporary file and renames it
  // into place (atomic), so no worker ever reads — or leaves behind for later runs — a half-written file.
  const partial = `${file}.${process.pid}.${Date.now()}.tmp${path.extname(file)}`;
  await run(ffmpegPath(), ['-y', '-hide_banner', '-loglevel', 'error', ...args, partial], {
    timeout: 240_000,
  });
  renameSync(partial, file);
  return file;
}

/**
 * A real 10-second H.264/AAC MP4 of about 30 MB: a test pattern with heavy noise at a constant 24 Mbit/s,
 * so the bytes are genuine video that ffmpeg can transcode, not padding.
 */
export function thirtyMegabyteVideo(): Promise<string> {
  return generated(
    'race-30mb.mp4',
    [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      '10',
      '-vf',
      'noise=alls=80:allf=t+u',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      '24M',
      '-minrate',
      '24M',
      '-maxrate',
      '24M',
      '-bufsize',
      '8M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
    ],
    29 * 1024 * 1024,
  );
}

/** A real JPEG photo (test pattern, 1200×800). */
export async function photo(): Promise<Buffer> {
  return readFileSync(
    await generated(
      'photo.jpg',
      ['-f', 'lavfi', '-i', 'testsrc2=size=1200x800', '-frames:v', '1', '-q:v', '3'],
      1000,
    ),
  );
}
