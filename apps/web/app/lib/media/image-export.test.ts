import { describe, expect, it } from 'vitest';
import { base64ToFile, exportImageAsPng, pngFileName } from './image-export';

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('image export png (SPEC §9) and base64 conversion (SPEC §8)', () => {
  it('turns a base64 data URL into a file of its type', async () => {
    const file = base64ToFile(PNG_1x1, 'dot.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(68);
    expect(file.name).toBe('dot.png');
  });

  it('fails with "Can\'t convert base64 to file" on anything else', () => {
    for (const bad of ['data:,', 'data:image/png;base64,', 'not a data url', 'data:image/png;base64,%%%'])
      expect(() => base64ToFile(bad, 'x.png')).toThrow("Can't convert base64 to file");
  });

  it('exports a photo as a PNG named after it, and reports a refused canvas with the SPEC message', async () => {
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const file = await exportImageAsPng(photo, 'Gallops.jpg', { toDataUrl: async () => PNG_1x1 });
    expect(file.name).toBe('Gallops.png');
    expect(file.type).toBe('image/png');
    await expect(
      exportImageAsPng(photo, 'Gallops.jpg', {
        toDataUrl: async () => {
          throw new DOMException('The canvas has been tainted', 'SecurityError');
        },
      }),
    ).rejects.toThrow("Can't convert base64 to file");
    expect(pngFileName('noext')).toBe('noext.png');
  });
});
