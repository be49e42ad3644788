/**
 * Fault: the API dies while completing an upload (issue 17, decision 023). The crash is reproduced by the
 * state it leaves: the store has assembled the object (the parts are gone) but the database commit never
 * happened. The client's retry of `POST /upload-s3-files/complete` then converges on that object — one
 * asset, the same on every further retry — and an upload abandoned in that state is swept, object included.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAssets } from '../db/schema/index.js';
import { findUploadSession, originalKey, sweepExpiredUploads } from '../services/uploads.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { tinyPng } from '../test/media-samples.js';
import { buildPublishingWorld, createDraft, pathOf, type PublishingWorld } from '../test/publishing.js';

let world: PublishingWorld;
let png: Buffer;

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
  png = await tinyPng();
});

/** Starts an upload of `png` as one part and sends the part; returns what completing needs. */
async function uploadParts(name: string) {
  const { app } = await getTestApp();
  const postId = await createDraft(app, world.staffA, {
    syndicate: world.syndicateA.id,
    horse: world.horseA.id,
    expectedNumberAssets: 1,
  });
  const headers = await loginAs(app, world.staffA);
  const filePath = `posts/${postId}/${name}`;
  const presign = await app.inject({
    method: 'GET',
    url: '/api/upload-s3-files/presigned-urls',
    query: { filePath, countParts: '1' },
    headers,
  });
  expect(presign.statusCode).toBe(200);
  const { uploadId, presignedUrls } = presign.json<{ uploadId: string; presignedUrls: string[] }>();
  const put = await app.inject({ method: 'PUT', url: pathOf(presignedUrls[0]!), payload: png });
  expect(put.statusCode).toBe(200);
  const parts = [{ ETag: String(put.headers.etag), PartNumber: 1 }];
  const target = { uploadId, key: originalKey(postId, uploadId), driverUploadId: null };
  const complete = () =>
    app.inject({
      method: 'POST',
      url: '/api/upload-s3-files/complete',
      headers,
      payload: { uploadId, fileIndex: 0, parts, filePath },
    });
  return { postId, uploadId, parts, target, complete };
}

describe('fault: the API dies between assembling an upload and recording it', () => {
  it("converges on the client's retry: one asset, the same on every retry", async () => {
    const { app, db } = await getTestApp();
    const upload = await uploadParts('crash.png');
    // What the dying process did before the commit: the store assembled the object.
    await app.storage.multipart.complete(upload.target, upload.parts, 'application/octet-stream');

    const retry = await upload.complete();
    expect(retry.statusCode).toBe(200);
    const asset = retry.json<{ asset: { id: number; sizeBytes: number } }>().asset;
    expect(asset.sizeBytes).toBe(png.length);
    const again = await upload.complete();
    expect(again.statusCode).toBe(200);
    expect(again.json<{ asset: { id: number } }>().asset.id).toBe(asset.id);
    expect(await db.select().from(postAssets).where(eq(postAssets.postId, upload.postId))).toHaveLength(1);
  });

  it('gives two attempts completing the same upload at once the same single asset', async () => {
    const { db } = await getTestApp();
    const upload = await uploadParts('twice.png');
    const answers = await Promise.all([upload.complete(), upload.complete()]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const ids = answers.map((res) => res.json<{ asset: { id: number } }>().asset.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await db.select().from(postAssets).where(eq(postAssets.postId, upload.postId))).toHaveLength(1);
  });

  it('sweeps an upload abandoned after the crash, the orphaned object included', async () => {
    const { app, db } = await getTestApp();
    const upload = await uploadParts('abandoned.png');
    await app.storage.multipart.complete(upload.target, upload.parts, 'application/octet-stream');
    expect(await app.storage.stat(upload.target.key)).not.toBeNull();

    const later = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await sweepExpiredUploads(db, app.storage, later)).toBeGreaterThanOrEqual(1);
    expect(await findUploadSession(db, upload.uploadId)).toBeNull();
    expect(await app.storage.stat(upload.target.key)).toBeNull();
  });
});
