import { describe, expect, it } from 'vitest';
import { apiMediaPath, mediaUrl } from './media-url';

describe('mediaUrl', () => {
  it('keeps absolute and protocol-relative URLs', () => {
    expect(mediaUrl('https://cdn.example/h.jpg', 'http://api.test')).toBe('https://cdn.example/h.jpg');
    expect(mediaUrl('//cdn.example/h.jpg', 'http://api.test')).toBe('//cdn.example/h.jpg');
  });

  it('prefixes API-relative paths with the public API URL', () => {
    expect(mediaUrl('/storage/h.jpg', 'http://api.test/')).toBe('http://api.test/storage/h.jpg');
    expect(mediaUrl('storage/h.jpg', 'http://api.test')).toBe('http://api.test/storage/h.jpg');
  });

  it('answers null when there is no image', () => {
    expect(mediaUrl(null, 'http://api.test')).toBeNull();
    expect(mediaUrl('', 'http://api.test')).toBeNull();
  });
});

describe('apiMediaPath', () => {
  it("writes a URL on the API's origin as its path, which mediaUrl resolves back", () => {
    for (const url of ['http://api.test/media/h.webp', '/media/h.webp', 'media/h.webp']) {
      expect(apiMediaPath(url, 'http://api.test/')).toBe('/media/h.webp');
      expect(mediaUrl(apiMediaPath(url, 'http://api.test'), 'http://api.test')).toBe(
        'http://api.test/media/h.webp',
      );
    }
  });

  it('keeps URLs elsewhere as they are, and null as null', () => {
    expect(apiMediaPath('https://cdn.example/h.jpg', 'http://api.test')).toBe('https://cdn.example/h.jpg');
    expect(apiMediaPath('http://api.test.evil/h.jpg', 'http://api.test')).toBe('http://api.test.evil/h.jpg');
    expect(apiMediaPath(null, 'http://api.test')).toBeNull();
  });
});
