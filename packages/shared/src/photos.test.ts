import { describe, expect, it } from 'vitest';
import { assetAltText, photoAspectRatio } from './photos.js';

describe('photo alt text (issue 18 item 10)', () => {
  it("uses the author's description, else the horse and the update, never the file name", () => {
    expect(assetAltText({ description: '  Bog of Allen on the gallops  ' })).toBe(
      'Bog of Allen on the gallops',
    );
    expect(
      assetAltText(
        { description: null },
        { horseName: 'Bog of Allen', syndicateName: 'Liffey Valley Racing' },
      ),
    ).toBe('Photo of Bog of Allen from the Liffey Valley Racing update');
    expect(assetAltText({ description: '' }, { horseName: 'Star', index: 1, count: 3 })).toBe(
      'Photo of Star from the update (2 of 3)',
    );
    expect(assetAltText({})).toBe('Photo from the update');
  });
});

describe('photo aspect ratio (issue 18 item 13)', () => {
  it('keeps the photo shape within 4:5 and 16:9', () => {
    expect(photoAspectRatio(400, 300)).toBeCloseTo(4 / 3);
    expect(photoAspectRatio(1000, 3000)).toBeCloseTo(4 / 5);
    expect(photoAspectRatio(4000, 1000)).toBeCloseTo(16 / 9);
    expect(photoAspectRatio(null, 300)).toBeCloseTo(16 / 10);
  });
});
