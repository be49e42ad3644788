import { describe, expect, it } from 'vitest';
import { matchHorses } from './horse-picker';
import { formatDuration, pickRecordingMimeType, recordingFileName } from './recording';
import { matchPendingFiles } from './resume-banner';

describe('matchHorses', () => {
  const horses = [
    { id: 1, name: 'Liffey Lad' },
    { id: 2, name: 'Kildare Kid' },
    { id: 3, name: 'Dandelion' },
  ];
  it('needs two characters, then matches anywhere in the name, ignoring case', () => {
    expect(matchHorses(horses, 'l')).toEqual([]);
    expect(matchHorses(horses, ' LI ').map((h) => h.id)).toEqual([1, 3]);
    expect(matchHorses(horses, 'kid').map((h) => h.id)).toEqual([2]);
  });
});

describe('recording', () => {
  it('prefers webm, then mp4, then ogg', () => {
    expect(pickRecordingMimeType((t) => t.startsWith('audio/webm'))).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      extension: 'webm',
    });
    expect(pickRecordingMimeType((t) => t === 'audio/mp4')).toEqual({
      mimeType: 'audio/mp4',
      extension: 'mp4',
    });
    expect(pickRecordingMimeType((t) => t === 'audio/ogg')).toEqual({
      mimeType: 'audio/ogg',
      extension: 'ogg',
    });
    expect(pickRecordingMimeType(() => false)).toBeNull();
  });
  it('names and times recordings', () => {
    expect(recordingFileName('webm', new Date(2026, 10, 23, 9, 5, 7))).toBe(
      'Recording 2026-11-23 09-05-07.webm',
    );
    expect(formatDuration(65.9)).toBe('1:05');
  });
});

describe('matchPendingFiles', () => {
  const pending = {
    postId: 1,
    publish: true,
    savedAt: 0,
    files: [
      { name: 'b.jpg', size: 2, lastModified: 5, fileIndex: 1 },
      { name: 'a.mp4', size: 1, lastModified: 5, fileIndex: 0 },
    ],
  };
  const file = (name: string, size: number) => {
    const f = new File(['x'.repeat(size)], name, { lastModified: 5 });
    return f;
  };
  it('puts the picked files back in the post order, or refuses when one is missing', () => {
    const a = file('a.mp4', 1);
    const b = file('b.jpg', 2);
    expect(matchPendingFiles(pending, [b, a])).toEqual([a, b]);
    expect(matchPendingFiles(pending, [a])).toBeNull();
    expect(matchPendingFiles(pending, [a, file('b.jpg', 3)])).toBeNull();
  });
});
