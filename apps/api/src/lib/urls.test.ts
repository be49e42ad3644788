import { describe, expect, it } from 'vitest';
import { imageUrls, keyOfMedium, mediumKey, smallKey } from './urls.js';

describe('image rendition keys', () => {
  it('names the small and medium renditions beside the image', () => {
    expect(smallKey('public/s/logo.webp')).toBe('public/s/logo.small.webp');
    expect(mediumKey('public/s/logo.webp')).toBe('public/s/logo.medium.webp');
    expect(mediumKey('public/s.d/logo')).toBe('public/s.d/logo.medium');
  });

  it('finds the image a medium key belongs to, and nothing for other keys', () => {
    expect(keyOfMedium('public/s/logo.medium.webp')).toBe('public/s/logo.webp');
    expect(keyOfMedium(mediumKey('public/s.d/logo'))).toBe('public/s.d/logo');
    expect(keyOfMedium('public/s/logo.small.webp')).toBeNull();
    expect(keyOfMedium('public/s/logo.webp')).toBeNull();
    expect(keyOfMedium('public/s/.medium.webp')).toBeNull();
  });

  it('links every rendition of an image (decision 048)', () => {
    expect(imageUrls('https://api.test/', 'public/h/1 a.webp')).toEqual({
      url: 'https://api.test/media/public/h/1%20a.webp',
      mediumUrl: 'https://api.test/media/public/h/1%20a.medium.webp',
      smallUrl: 'https://api.test/media/public/h/1%20a.small.webp',
    });
    expect(imageUrls('https://api.test', null)).toBeNull();
  });
});
