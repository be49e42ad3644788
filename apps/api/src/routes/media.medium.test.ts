/**
 * A public image stored before medium renditions existed (decision 048) still answers its medium URL:
 * the media route makes the rendition from the full one on the first request and stores it.
 */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getTestApp } from '../test/build-test-app.js';

async function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0E7C66' } })
    .webp()
    .toBuffer();
}

describe('GET /media/<image>.medium.webp', () => {
  it('makes a missing medium rendition from the full one once, then serves what it stored', async () => {
    const { app } = await getTestApp();
    await app.storage.put('public/legacy/banner.webp', await webp(2400, 1000), 'image/webp');
    await app.storage.put('public/legacy/banner.small.webp', await webp(480, 200), 'image/webp');
    expect(await app.storage.stat('public/legacy/banner.medium.webp')).toBeNull();

    const first = await app.inject({ method: 'GET', url: '/media/public/legacy/banner.medium.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 333]);

    const stored = await buffer(await app.storage.read('public/legacy/banner.medium.webp'));
    expect(stored.equals(first.rawPayload)).toBe(true);
    const again = await app.inject({ method: 'GET', url: '/media/public/legacy/banner.medium.webp' });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 404 when there is no image to make it from, or it is not an image', async () => {
    const { app } = await getTestApp();
    await app.storage.put('public/legacy/notes.webp', Buffer.from('not an image'), 'image/webp');
    await app.storage.put('public/legacy/readme.txt', Buffer.from('hello'), 'text/plain');
    for (const url of [
      '/media/public/legacy/nothing.medium.webp',
      '/media/public/legacy/notes.medium.webp',
      '/media/public/legacy/readme.medium.txt',
      '/media/public/legacy/banner.large.webp',
      '/media/public/legacy/%2E%2E/banner.medium.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await app.storage.stat('public/legacy/notes.medium.webp')).toBeNull();
  });
});
