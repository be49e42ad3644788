import { describe, expect, it } from 'vitest';
import { jpegWithGps, tinyMp4, tinyPng, tinyRecording } from '../test/media-samples.js';
import { sniffBuffer } from './sniff.js';

describe('sniffBuffer (content by magic bytes)', () => {
  it('recognises photos, video and recorder audio whatever their name', async () => {
    expect(await sniffBuffer(await tinyPng())).toMatchObject({ mime: 'image/png', category: 'photo' });
    expect(await sniffBuffer(await jpegWithGps())).toMatchObject({ mime: 'image/jpeg', category: 'photo' });
    expect(await sniffBuffer(await tinyMp4())).toMatchObject({ mime: 'video/mp4', category: 'video' });
    expect((await sniffBuffer(await tinyRecording('ogg')))?.category).toBe('audio');
  });

  it('recognises PDF documents as files (post type file)', async () => {
    expect(
      await sniffBuffer(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1')),
    ).toMatchObject({
      mime: 'application/pdf',
      category: 'file',
    });
  });

  it('refuses text, HTML, SVG, programs and formats the product does not take', async () => {
    expect(await sniffBuffer(Buffer.from('not a video, just text'))).toBeNull();
    expect(await sniffBuffer(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(
      await sniffBuffer(Buffer.from('<!doctype html><html><script>alert(1)</script></html>')),
    ).toBeNull();
    const exe = Buffer.alloc(128);
    exe.write('MZ', 0, 'latin1');
    expect(await sniffBuffer(exe)).toBeNull();
  });
});
