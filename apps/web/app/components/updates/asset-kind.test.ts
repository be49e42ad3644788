import { describe, expect, it } from 'vitest';
import { assetKind, assetsByKind, fileSizeLabel, isHlsMimeType } from './asset-kind';

describe('assetKind', () => {
  it('maps the SPEC mime types to the players', () => {
    expect(assetKind({ mimeType: 'image/jpeg' })).toBe('photo');
    expect(assetKind({ mimeType: 'video/mp4' })).toBe('video');
    expect(assetKind({ mimeType: 'application/x-mpegURL' })).toBe('video');
    expect(assetKind({ mimeType: 'audio/mpeg' })).toBe('audio');
    expect(assetKind({ mimeType: 'application/pdf' })).toBe('file');
  });

  it('recognises HLS whatever the case', () => {
    expect(isHlsMimeType('application/x-mpegurl')).toBe(true);
    expect(isHlsMimeType('video/mp4')).toBe(false);
  });

  it('groups assets in order', () => {
    const groups = assetsByKind([
      { mimeType: 'image/png' },
      { mimeType: 'audio/mpeg' },
      { mimeType: 'image/jpeg' },
    ]);
    expect(groups.photo.map((a) => a.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect(groups.audio).toHaveLength(1);
  });
});

describe('fileSizeLabel', () => {
  it('reads naturally', () => {
    expect(fileSizeLabel(512)).toBe('512 B');
    expect(fileSizeLabel(14 * 1024)).toBe('14 KB');
    expect(fileSizeLabel(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });
});
