import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAssets, posts } from '../db/schema/index.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { jpegWithGps, tinyMp4, tinyRecording } from '../test/media-samples.js';
import { buildPublishingWorld, createDraft, uploadFile, type PublishingWorld } from '../test/publishing.js';
import { processAsset } from './media-processing.js';

let world: PublishingWorld;
const silent = { error: () => {} };

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
});

async function uploaded(name: string, bytes: Buffer, postId?: number) {
  const { app } = await getTestApp();
  const id =
    postId ??
    (await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 1,
    }));
  const res = await uploadFile(app, world.staffA, id, name, bytes);
  if (res.statusCode !== 200) throw new Error(`upload ${name}: ${res.statusCode} ${res.body}`);
  return { postId: id, assetId: (res.json() as { asset: { id: number } }).asset.id };
}

async function deps() {
  const { app, db } = await getTestApp();
  return { db, storage: app.storage, events: app.events, log: silent };
}

async function storedBytes(key: string): Promise<Buffer> {
  const { app } = await getTestApp();
  const chunks: Buffer[] = [];
  for await (const chunk of await app.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('media.process', () => {
  it('turns a photo into feed and detail sizes without EXIF or GPS', async () => {
    const { db } = await getTestApp();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { assetId } = await uploaded('paddock.jpg', original);
    expect(await processAsset(await deps(), assetId)).toBe('complete');
    const [asset] = await db.select().from(postAssets).where(eq(postAssets.id, assetId));
    expect(asset).toMatchObject({ status: 'complete', mimeType: 'image/jpeg', width: 1920, height: 1440 });
    const feed = await sharp(await storedBytes(asset!.variants!.small!)).metadata();
    expect(feed).toMatchObject({ format: 'webp', width: 640, height: 480 });
    // The middle size of the srcset (issue 18 item 13).
    const medium = await sharp(await storedBytes(asset!.variants!.medium!)).metadata();
    expect(medium).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    for (const key of [asset!.variants!.large!, asset!.variants!.largeWebp!, asset!.variants!.small!]) {
      const meta = await sharp(await storedBytes(key)).metadata();
      expect(meta.exif).toBeUndefined();
    }
    // Running the job again changes nothing (idempotent).
    expect(await processAsset(await deps(), assetId)).toBe('skipped');
  });

  it('turns a video into HLS with a poster frame, and the post follows once uploads were reported', async () => {
    const { app, db } = await getTestApp();
    const { postId, assetId } = await uploaded('gallop.mp4', await tinyMp4());
    const report = await app.inject({
      method: 'PATCH',
      url: `/api/updates/${postId}`,
      headers: { ...(await loginAs(app, world.staffA)), 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ uploadedAssetsCount: 1, assetsStatus: 'processing' }),
    });
    expect(report.json().assetsStatus).toBe('processing');
    const updates: unknown[] = [];
    const off = app.events.on('postAsset.updated', (payload) => void updates.push(payload));
    expect(await processAsset(await deps(), assetId)).toBe('complete');
    off();
    const [asset] = await db.select().from(postAssets).where(eq(postAssets.id, assetId));
    expect(asset).toMatchObject({
      status: 'complete',
      mimeType: 'application/x-mpegURL',
      width: 160,
      height: 120,
    });
    const playlist = (await storedBytes(asset!.variants!.hls!)).toString('utf8');
    expect(playlist).toContain('#EXTM3U');
    expect(playlist).toMatch(/seg000\.ts/);
    expect((await app.storage.stat(`posts/${postId}/assets/${assetId}/hls/seg000.ts`))?.contentType).toBe(
      'video/mp2t',
    );
    expect((await sharp(await storedBytes(asset!.posterKey!)).metadata()).format).toBe('jpeg');
    const [post] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.assetsStatus).toBe('complete');
    expect(updates).toEqual([{ assetId, postId, syndicateId: world.syndicateA.id }]);
  });

  it('turns a recorded clip (webm with audio only) into mp3', async () => {
    const { db } = await getTestApp();
    const { assetId } = await uploaded('voice note.webm', await tinyRecording('webm'));
    expect(await processAsset(await deps(), assetId)).toBe('complete');
    const [asset] = await db.select().from(postAssets).where(eq(postAssets.id, assetId));
    expect(asset).toMatchObject({ status: 'complete', mimeType: 'audio/mpeg' });
    expect(asset!.durationMs).toBeGreaterThan(500);
    const mp3 = await storedBytes(asset!.variants!.mp3!);
    expect(
      mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0),
    ).toBe(true);
    // The original recording is kept next to its mp3 export (issue 18 item 6).
    expect((await storedBytes(asset!.storageKey)).subarray(0, 4)).toEqual(
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
    );
  });

  it('turns an ogg recording into mp3 as well, keeping the original', async () => {
    const { db } = await getTestApp();
    const { assetId } = await uploaded('voice note.ogg', await tinyRecording('ogg'));
    expect(await processAsset(await deps(), assetId)).toBe('complete');
    const [asset] = await db.select().from(postAssets).where(eq(postAssets.id, assetId));
    expect(asset).toMatchObject({ status: 'complete', mimeType: 'audio/mpeg' });
    expect(asset!.variants!.mp3).toMatch(/audio\.mp3$/);
    expect((await storedBytes(asset!.storageKey)).subarray(0, 4).toString('latin1')).toBe('OggS');
  });

  it('retries a broken file, then marks it error and the post with it', async () => {
    const { app, db } = await getTestApp();
    // Real MP4 magic bytes, truncated: passes the upload check, fails the transcode.
    const broken = (await tinyMp4()).subarray(0, 600);
    const { postId, assetId } = await uploaded('broken.mp4', broken);
    await app.inject({
      method: 'PATCH',
      url: `/api/updates/${postId}`,
      headers: { ...(await loginAs(app, world.staffA)), 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ uploadedAssetsCount: 1, assetsStatus: 'processing' }),
    });
    await expect(processAsset(await deps(), assetId, { retryCount: 0, retryLimit: 1 })).rejects.toThrow();
    const [stillProcessing] = await db.select().from(postAssets).where(eq(postAssets.id, assetId));
    expect(stillProcessing?.status).toBe('processing');
    expect(await processAsset(await deps(), assetId, { retryCount: 1, retryLimit: 1 })).toBe('error');
    const [post] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.assetsStatus).toBe('error');
  });
});
