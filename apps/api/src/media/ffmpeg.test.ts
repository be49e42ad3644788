import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, resetFfmpegPath, runFfmpeg } from './ffmpeg.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stride-ffmpeg-test-'));
  await writeFile(path.join(dir, 'ffmpeg'), '#!/bin/sh\nexit 0\n');
  await chmod(path.join(dir, 'ffmpeg'), 0o755);
  await writeFile(path.join(dir, 'not-executable'), 'data');
});

afterEach(() => resetFfmpegPath());
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ffmpegPath', () => {
  it('prefers FFMPEG_PATH and refuses one that cannot be executed', () => {
    expect(ffmpegPath({ FFMPEG_PATH: path.join(dir, 'ffmpeg'), PATH: '' })).toBe(path.join(dir, 'ffmpeg'));
    resetFfmpegPath();
    expect(() => ffmpegPath({ FFMPEG_PATH: path.join(dir, 'not-executable') })).toThrow(/FFMPEG_PATH/);
  });

  it('finds ffmpeg on PATH before the npm binary', () => {
    expect(ffmpegPath({ PATH: ['/nonexistent', dir].join(path.delimiter) })).toBe(path.join(dir, 'ffmpeg'));
  });

  it('falls back to the @ffmpeg-installer binary', () => {
    expect(ffmpegPath({ PATH: '' })).toMatch(/@ffmpeg-installer[/\\][^/\\]+[/\\]ffmpeg(\.exe)?$/);
  });

  it('remembers the first answer for the process', () => {
    const first = ffmpegPath({ PATH: dir });
    expect(ffmpegPath({ PATH: '' })).toBe(first);
  });
});

describe('runFfmpeg', () => {
  it('resolves when ffmpeg succeeds', async () => {
    await expect(
      runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=8000', '-t', '0.1', '-f', 'null', '-']),
    ).resolves.toBeUndefined();
  });

  it('rejects with the end of stderr when ffmpeg fails', async () => {
    await expect(runFfmpeg(['-i', path.join(dir, 'missing.mp4'), '-f', 'null', '-'])).rejects.toThrow(
      /exited with code 1: .*missing\.mp4: No such file or directory/,
    );
  });
});
