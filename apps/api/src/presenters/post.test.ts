import { describe, expect, it } from 'vitest';
import type { PostAsset } from '../db/schema/index.js';
import { createUrlSigner } from '../lib/url-signer.js';
import { authorRoles, HLS_MIME_TYPE, mediaUrls, presentPostAsset } from './post.js';

const signer = mediaUrls('http://api.test/', createUrlSigner('s'.repeat(32)), 3600, () =>
  Date.UTC(2026, 0, 1),
);

function asset(overrides: Partial<PostAsset>): PostAsset {
  return {
    id: 1,
    postId: 7,
    storageKey: 'posts/7/original.bin',
    filename: 'original.bin',
    originalName: 'Original.bin',
    mimeType: 'application/pdf',
    sizeBytes: 10,
    status: 'complete',
    width: null,
    height: null,
    durationMs: null,
    posterKey: null,
    variants: null,
    position: 0,
    description: null,
    createdAt: new Date(),
    ...overrides,
  };
}

describe('presentPostAsset', () => {
  it('downloads a processed recording as its mp3 export (SPEC §9), other files as their original', () => {
    const recording = presentPostAsset(
      asset({
        mimeType: 'audio/mpeg',
        originalName: 'Voice note.webm',
        variants: { mp3: 'posts/7/a/audio.mp3' },
      }),
      signer,
    );
    expect(recording.downloadUrl).toMatch(/posts\/7\/a\/audio\.mp3\?download=Voice%20note\.mp3$/);
    expect(presentPostAsset(asset({}), signer).downloadUrl).toMatch(/original\.bin\?download=Original\.bin$/);
  });

  it("lists a photo's renditions for srcset with their real widths, and its description as alt text", () => {
    const json = presentPostAsset(
      asset({
        mimeType: 'image/jpeg',
        width: 1920,
        height: 1440,
        description: 'Bog of Allen on the gallops',
        variants: {
          small: 'p/feed.webp',
          medium: 'p/medium.webp',
          largeWebp: 'p/detail.webp',
          large: 'p/detail.jpg',
        },
      }),
      signer,
    );
    expect(json.description).toBe('Bog of Allen on the gallops');
    expect(json.renditions?.map((r) => r.width)).toEqual([640, 1280, 1920]);
    expect(json.renditions?.[1]?.url).toContain('p/medium.webp');
    // A small photo is never enlarged: one rendition at its own width.
    const small = presentPostAsset(
      asset({
        mimeType: 'image/jpeg',
        width: 400,
        height: 300,
        variants: { small: 'a', medium: 'b', large: 'c' },
      }),
      signer,
    );
    expect(small.renditions?.map((r) => r.width)).toEqual([400]);
    expect(small.description).toBeNull();
  });

  it('plays processed video through its HLS playlist with the poster as preview', () => {
    const json = presentPostAsset(
      asset({
        mimeType: 'video/mp4',
        storageKey: 'posts/7/v.mp4',
        posterKey: 'posts/7/v.jpg',
        variants: { hls: 'posts/7/v/index.m3u8' },
      }),
      signer,
    );
    expect(json.mimeType).toBe(HLS_MIME_TYPE);
    expect(json.url).toMatch(/posts\/7\/v\/index\.m3u8$/);
    expect(json.previewUrl).toMatch(/posts\/7\/v\.jpg$/);
    expect(json.downloadUrl).toMatch(/posts\/7\/v\.mp4\?download=Original\.bin$/);
  });

  it('plays a video that media processing recorded as HLS through its playlist, with its poster', () => {
    const json = presentPostAsset(
      asset({
        mimeType: HLS_MIME_TYPE,
        storageKey: 'posts/8/clip.mp4',
        posterKey: 'posts/8/clip.jpg',
        variants: { hls: 'posts/8/clip/index.m3u8' },
      }),
      signer,
    );
    expect(json.mimeType).toBe(HLS_MIME_TYPE);
    expect(json.url).toMatch(/posts\/8\/clip\/index\.m3u8$/);
    expect(json.previewUrl).toMatch(/posts\/8\/clip\.jpg$/);
    expect(json.downloadUrl).toMatch(/posts\/8\/clip\.mp4\?download=/);
  });

  it('keeps the original of video still processing, prefers mp3 for audio, and gives files no preview', () => {
    expect(
      presentPostAsset(asset({ mimeType: 'video/quicktime', status: 'processing' }), signer),
    ).toMatchObject({ mimeType: 'video/quicktime', previewUrl: null });
    const audio = presentPostAsset(
      asset({ mimeType: 'audio/aac', variants: { mp3: 'posts/7/a.mp3' } }),
      signer,
    );
    expect(audio.mimeType).toBe('audio/mpeg');
    expect(audio.url).toMatch(/posts\/7\/a\.mp3$/);
    const file = presentPostAsset(asset({}), signer);
    expect(file).toMatchObject({ mimeType: 'application/pdf', previewUrl: null });
    expect(file.url).toMatch(/posts\/7\/original\.bin$/);
  });

  it('signs on the API origin, with the download name as a query', () => {
    const url = signer.url('posts/7/a b.jpg', { download: 'Gallops é.jpg' });
    expect(url).toMatch(
      /^http:\/\/api\.test\/media\/s\/\d+\/[\w-]+\/posts\/7\/a%20b\.jpg\?download=Gallops%20%C3%A9\.jpg$/,
    );
  });

  it('shows photos with their small rendition as preview', () => {
    const photo = presentPostAsset(
      asset({ mimeType: 'image/jpeg', variants: { small: 'posts/7/p.small.jpg' } }),
      signer,
    );
    expect(photo.previewUrl).toMatch(/p\.small\.jpg$/);
  });
});

describe('authorRoles', () => {
  it('adds the role in the syndicate to the platform roles, once', () => {
    expect(authorRoles(['ROLE_USER'], 'manager')).toEqual(['User', 'Manager']);
    expect(authorRoles(['ROLE_STAFF'], 'staff')).toEqual(['Staff']);
    expect(authorRoles(['ROLE_MEMBER'], null)).toEqual(['Member']);
  });
});
