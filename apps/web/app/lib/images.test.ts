import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images';

describe('imageSrcSet', () => {
  it('states each rendition at the width the API renders it (decision 048)', () => {
    expect(imageSrcSet('/b.small.webp', '/b.medium.webp', '/b.webp')).toBe(
      '/b.small.webp 400w, /b.medium.webp 800w, /b.webp 1600w',
    );
  });

  it('leaves the choice to `src` when a rendition is missing', () => {
    expect(imageSrcSet('/b.small.webp', null, '/b.webp')).toBeUndefined();
    expect(imageSrcSet(undefined, '/b.medium.webp', '/b.webp')).toBeUndefined();
  });
});
