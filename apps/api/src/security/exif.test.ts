/**
 * Security suite (issue 14 case 2; ASVS 5.0 V14.2.8 "metadata removed from user uploads"): the original
 * photo a member downloads carries no EXIF (camera, GPS) — orientation is applied to the pixels first —
 * and an original phone video no location or device tags. The tests read the bytes served at the post's
 * downloadUrl.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../media/ffmpeg.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { processAsset } from '../jobs/media-processing.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import {
  buildPublishingWorld,
  createDraft,
  pathOf,
  uploadFile,
  type PublishingWorld,
} from '../test/publishing.js';

let world: PublishingWorld;

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
});

/** A 300×200 JPEG stored sideways (EXIF orientation 6: shown rotated to 200×300), with camera and GPS. */
function sidewaysJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa5533' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'StrideCam', Model: 'Paddock 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '53/1 20/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '6/1 15/1 0/1',
      },
    })
    .toBuffer();
}

describe('downloaded originals', () => {
  it('carry no EXIF or GPS, with the orientation applied', async () => {
    const { app, db } = await getTestApp();
    const original = await sidewaysJpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(original.includes(Buffer.from('StrideCam'))).toBe(true);

    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 1,
    });
    const upload = await uploadFile(app, world.staffA, postId, 'sideways.jpg', original);
    expect(upload.statusCode).toBe(200);
    const assetId = (upload.json() as { asset: { id: number } }).asset.id;
    expect(
      await processAsset({ db, storage: app.storage, events: app.events, log: { error: () => {} } }, assetId),
    ).toBe('complete');

    const post = await app.inject({
      url: `/api/updates/${postId}`,
      headers: await loginAs(app, world.staffA),
    });
    expect(post.statusCode).toBe(200);
    const asset = (post.json() as { assets: Array<{ id: number; downloadUrl: string }> }).assets.find(
      (a) => a.id === assetId,
    )!;
    const download = await app.inject({ url: pathOf(asset.downloadUrl) });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect({ width: after.width, height: after.height }).toEqual({ width: 200, height: 300 });
    expect(bytes.includes(Buffer.from('StrideCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
  });

  it('of videos carry no location or device metadata', async () => {
    const { app, db } = await getTestApp();
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'stride-loc-')), 'ride.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-metadata',
      'location=+53.3400-006.2500/',
      '-metadata',
      'make=StrideCam',
      '-movflags',
      'use_metadata_tags',
      out,
    ]);
    const original = readFileSync(out);
    expect(original.includes(Buffer.from('+53.3400'))).toBe(true);

    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 1,
    });
    const upload = await uploadFile(app, world.staffA, postId, 'ride.mp4', original);
    expect(upload.statusCode).toBe(200);
    const assetId = (upload.json() as { asset: { id: number } }).asset.id;
    expect(
      await processAsset({ db, storage: app.storage, events: app.events, log: { error: () => {} } }, assetId),
    ).toBe('complete');

    const post = await app.inject({
      url: `/api/updates/${postId}`,
      headers: await loginAs(app, world.staffA),
    });
    const asset = (post.json() as { assets: Array<{ id: number; downloadUrl: string }> }).assets.find(
      (a) => a.id === assetId,
    )!;
    const download = await app.inject({ url: pathOf(asset.downloadUrl) });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.includes(Buffer.from('+53.3400'))).toBe(false);
    expect(bytes.includes(Buffer.from('StrideCam'))).toBe(false);
  });
});
