import { POST_MESSAGES, PHOTO_MAX_BYTES } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { validateNewFiles } from './attachments';

const sized = (name: string, size: number, type: string) => {
  const file = new File([''], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const ok = async () => 'mp4' as const;

describe('validateNewFiles', () => {
  it('accepts good files', async () => {
    expect(
      await validateNewFiles(
        [],
        [sized('a.mp4', 10, 'video/mp4'), sized('b.jpg', 10, 'image/jpeg')],
        10,
        0,
        ok,
      ),
    ).toEqual([]);
  });

  it('refuses a photo over 25 MB', async () => {
    expect(
      await validateNewFiles([], [sized('big.jpg', PHOTO_MAX_BYTES + 1, 'image/jpeg')], 10, 0, ok),
    ).toEqual([POST_MESSAGES.filesTooLarge]);
  });

  it('refuses a name already attached, whatever its case', async () => {
    expect(
      await validateNewFiles(
        [{ name: 'Race.mp4', size: 1, type: 'video/mp4' }],
        [sized('race.MP4', 1, 'video/mp4')],
        10,
        0,
        ok,
      ),
    ).toEqual([POST_MESSAGES.fileNameNotUnique]);
  });

  it('counts attached files and metadata files towards max_files', async () => {
    const existing = [{ name: 'a.jpg', size: 1, type: 'image/jpeg' }];
    expect(await validateNewFiles(existing, [sized('b.jpg', 1, 'image/jpeg')], 2, 1, ok)).toEqual([
      POST_MESSAGES.tooManyFiles(2),
    ]);
  });

  it('refuses what the bytes say is no media, even with a media name and type', async () => {
    const text = new File(['just some text'], 'clip.mp4', { type: 'video/mp4' });
    expect(await validateNewFiles([], [text], 10)).toEqual([POST_MESSAGES.incorrectFileFormat]);
  });

  it('refuses a type outside the accepted list (HTML, SVG, programs)', async () => {
    for (const file of [
      sized('page.html', 1, 'text/html'),
      sized('logo.svg', 1, 'image/svg+xml'),
      sized('setup.exe', 1, 'application/x-msdownload'),
    ])
      expect(await validateNewFiles([], [file], 10, 0, ok)).toEqual([POST_MESSAGES.incorrectFileFormat]);
  });

  it('accepts a PDF document as a file attachment (SPEC §3 post type file)', async () => {
    expect(await validateNewFiles([], [sized('Vet report.pdf', 1, 'application/pdf')], 10, 0, ok)).toEqual(
      [],
    );
  });
});
