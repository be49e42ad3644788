import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';

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
