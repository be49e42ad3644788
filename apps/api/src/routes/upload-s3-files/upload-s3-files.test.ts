import { crc32 } from 'node:zlib';
import { MULTIPART_PART_SIZE, POST_MESSAGES } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAssets, posts } from '../../db/schema/index.js';
import { partEtag } from '../../storage/local.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildSetting } from '../../test/factories.js';
import { tinyPng } from '../../test/media-samples.js';
import {
  buildPublishingWorld,
  createDraft,
  pathOf,
  uploadFile,
  type PublishingWorld,
} from '../../test/publishing.js';

let world: PublishingWorld;
let png: Buffer;

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
  png = await tinyPng();
});

async function draft(expected = 1): Promise<number> {
  const { app } = await getTestApp();
  return createDraft(app, world.staffA, {
    syndicate: world.syndicateA.id,
    horse: world.horseA.id,
    expectedNumberAssets: expected,
  });
}

async function presign(user: { id: number }, query: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'GET',
    url: '/api/upload-s3-files/presigned-urls',
    query,
    headers: await loginAs(app, user),
  });
}

describe('multipart upload through the local driver', () => {
  it('uploads a photo in parts and records it as a processing asset of the post', async () => {
    const { app, db } = await getTestApp();
    const postId = await draft();
    const res = await uploadFile(app, world.staffA, postId, 'Gallop morning.png', png);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.asset).toMatchObject({
      originalName: 'Gallop morning.png',
      mimeType: 'image/png',
      status: 'processing',
      sizeBytes: png.length,
    });
    expect(body.asset.url).toMatch(/^http:\/\/api\.test\/media\/s\/\d+\/[\w-]+\/posts\//);
    const [asset] = await db.select().from(postAssets).where(eq(postAssets.postId, postId));
    expect(asset?.storageKey).toBe(`posts/${postId}/originals/${body.uploadId}`);

    // The signed media URL serves the bytes, with ranges; a tampered one is refused.
    const media = await app.inject({
      method: 'GET',
      url: pathOf(body.asset.url),
      headers: { range: 'bytes=0-7' },
    });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload).toEqual(png.subarray(0, 8));
    const tampered = pathOf(body.asset.url).replace(/\/media\/s\/(\d+)\/[\w-]+\//, '/media/s/$1/AAAA/');
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('assembles several 5242880-byte parts in order and lists parts for resuming', async () => {
    const { app, storageDir } = await getTestApp();
    const postId = await draft();
    const bytes = Buffer.concat([png, Buffer.alloc(MULTIPART_PART_SIZE + 1000, 7)]);
    const filePath = `posts/${postId}/big.png`;
    const headers = await loginAs(app, world.staffA);
    const first = (await presign(world.staffA, { filePath, countParts: '2' })).json();
    const put = await app.inject({
      method: 'PUT',
      url: pathOf(first.presignedUrls[0]),
      payload: bytes.subarray(0, MULTIPART_PART_SIZE),
    });
    expect(put.statusCode).toBe(200);
    // The part's checksum ETag (decision 035): opaque to clients, the same for the same bytes.
    expect(put.headers.etag).toBe(
      partEtag(crc32(bytes.subarray(0, MULTIPART_PART_SIZE)), MULTIPART_PART_SIZE),
    );

    // "Reload": the same path gives the same upload back, and the listing says part 1 is there.
    const again = (await presign(world.staffA, { filePath, countParts: '2' })).json();
    expect(again.uploadId).toBe(first.uploadId);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/upload-s3-files/${first.uploadId}/parts`,
      headers,
    });
    expect(listed.json().parts).toEqual([
      { PartNumber: 1, ETag: put.headers.etag, Size: MULTIPART_PART_SIZE },
    ]);

    const put2 = await app.inject({
      method: 'PUT',
      url: pathOf(again.presignedUrls[1]),
      payload: bytes.subarray(MULTIPART_PART_SIZE),
    });
    const done = await app.inject({
      method: 'POST',
      url: '/api/upload-s3-files/complete',
      headers,
      payload: {
        uploadId: first.uploadId,
        fileIndex: 0,
        filePath,
        parts: [
          { PartNumber: 2, ETag: put2.headers.etag },
          { PartNumber: 1, ETag: put.headers.etag },
        ],
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().asset.sizeBytes).toBe(bytes.length);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(`${storageDir}/posts/${postId}/originals/${first.uploadId}`).equals(bytes)).toBe(
      true,
    );
  });

  it('refuses a part URL with a tampered signature, another part number or an expired one (403)', async () => {
    const { app } = await getTestApp();
    const postId = await draft();
    const { presignedUrls } = (
      await presign(world.staffA, { filePath: `posts/${postId}/x.png`, countParts: '2' })
    ).json();
    const url = new URL(presignedUrls[0]);
    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await app.inject({ method: 'PUT', url: pathOf(tampered.href), payload: png })).statusCode).toBe(
      403,
    );

    const otherPart = new URL(url);
    otherPart.pathname = otherPart.pathname.replace(/\/1$/, '/2');
    expect((await app.inject({ method: 'PUT', url: pathOf(otherPart.href), payload: png })).statusCode).toBe(
      403,
    );

    const expires = Math.floor(Date.now() / 1000) - 10;
    const uploadId = url.pathname.split('/')[3]!;
    const expired = `/storage/parts/${uploadId}/1?expires=${expires}&signature=${app.signer.sign('upload-part', `${uploadId}:1`, expires)}`;
    const res = await app.inject({ method: 'PUT', url: expired, payload: png });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This upload link has expired');
  });

  it('rejects a .mp4 that is really text with "Incorrect file format" and deletes it', async () => {
    const { app, db } = await getTestApp();
    const postId = await draft();
    const res = await uploadFile(
      app,
      world.staffA,
      postId,
      'race.mp4',
      Buffer.from('this is not a video at all\n'.repeat(50)),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      { propertyPath: 'filePath', message: POST_MESSAGES.incorrectFileFormat },
    ]);
    expect(await db.select().from(postAssets).where(eq(postAssets.postId, postId))).toEqual([]);
  });

  it('rejects a 26 MB photo with "Some files are too large", before and after the upload', async () => {
    const { app } = await getTestApp();
    const postId = await draft();
    const early = await presign(world.staffA, {
      filePath: `posts/${postId}/huge.png`,
      countParts: '6',
      fileSize: String(26 * 1024 * 1024),
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().violations[0].message).toBe(POST_MESSAGES.filesTooLarge);

    // A client that lies about the name still meets the limit of what the bytes really are.
    const bytes = Buffer.concat([png, Buffer.alloc(26 * 1024 * 1024 - png.length, 1)]);
    const late = await uploadFile(app, world.staffA, postId, 'huge.mp4', bytes);
    expect(late.statusCode).toBe(422);
    expect(late.json().violations[0].message).toBe(POST_MESSAGES.filesTooLarge);
  });

  it('refuses duplicate file names within a post', async () => {
    const { app } = await getTestApp();
    const postId = await draft(2);
    expect((await uploadFile(app, world.staffA, postId, 'same.png', png)).statusCode).toBe(200);
    const dup = await presign(world.staffA, { filePath: `posts/${postId}/SAME.png`, countParts: '1' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().violations[0].message).toBe(POST_MESSAGES.fileNameNotUnique);
  });

  it('refuses more files than the max_files setting', async () => {
    const { db } = await getTestApp();
    await buildSetting(db, { type: 'app', settings: { showAppLinks: false, max_files: 2 } });
    try {
      const postId = await draft(2);
      for (const name of ['1.png', '2.png']) {
        expect(
          (await presign(world.staffA, { filePath: `posts/${postId}/${name}`, countParts: '1' })).statusCode,
        ).toBe(200);
      }
      const third = await presign(world.staffA, { filePath: `posts/${postId}/3.png`, countParts: '1' });
      expect(third.statusCode).toBe(422);
      expect(third.json().violations[0].message).toBe(POST_MESSAGES.tooManyFiles(2));
    } finally {
      const { settings } = await import('../../db/schema/index.js');
      await db.delete(settings).where(eq(settings.type, 'app'));
    }
  });

  it("does not let another user complete, list or restart someone else's upload (403)", async () => {
    const { app, db } = await getTestApp();
    const postId = await draft();
    const filePath = `posts/${postId}/mine.png`;
    const { uploadId, presignedUrls } = (await presign(world.staffA, { filePath, countParts: '1' })).json();
    const put = await app.inject({ method: 'PUT', url: pathOf(presignedUrls[0]), payload: png });
    const payload = { uploadId, fileIndex: 0, filePath, parts: [{ PartNumber: 1, ETag: put.headers.etag }] };

    const { buildMembership, buildUser } = await import('../../test/factories.js');
    const colleague = await buildUser(db, { roles: ['ROLE_STAFF'] });
    await buildMembership(db, { userId: colleague.id, syndicateId: world.syndicateA.id, role: 'staff' });
    for (const user of [colleague, world.managerB]) {
      const headers = await loginAs(app, user);
      expect(
        (await app.inject({ method: 'POST', url: '/api/upload-s3-files/complete', headers, payload }))
          .statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: `/api/upload-s3-files/${uploadId}/parts`, headers }))
          .statusCode,
      ).toBe(403);
    }
    // Staff of another syndicate cannot even start uploads to this post.
    expect(
      (await presign(world.managerB, { filePath: `posts/${postId}/theirs.png`, countParts: '1' })).statusCode,
    ).toBe(403);
    // The owner with a file path that is not the session's: 403 as well.
    const wrongPath = await app.inject({
      method: 'POST',
      url: '/api/upload-s3-files/complete',
      headers: await loginAs(app, world.staffA),
      payload: { ...payload, filePath: `posts/${postId}/other.png` },
    });
    expect(wrongPath.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/upload-s3-files/complete',
      headers: await loginAs(app, world.staffA),
      payload,
    });
    expect(ok.statusCode).toBe(200);
    // Completing twice is harmless: the same asset comes back.
    const again = await app.inject({
      method: 'POST',
      url: '/api/upload-s3-files/complete',
      headers: await loginAs(app, world.staffA),
      payload,
    });
    expect(again.json().asset.id).toBe(ok.json().asset.id);
    const [row] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(row?.type).toBe('media');
  });

  it('drops unfinished uploads once their resume window ended, parts included', async () => {
    const { app, db } = await getTestApp();
    const postId = await draft();
    const { uploadId, presignedUrls } = (
      await presign(world.staffA, { filePath: `posts/${postId}/late.png`, countParts: '2' })
    ).json();
    await app.inject({ method: 'PUT', url: pathOf(presignedUrls[0]), payload: png });
    const { sweepExpiredUploads, findUploadSession } = await import('../../services/uploads.js');
    expect(await sweepExpiredUploads(db, app.storage, new Date())).toBe(0);
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await sweepExpiredUploads(db, app.storage, later)).toBeGreaterThanOrEqual(1);
    expect(await findUploadSession(db, uploadId)).toBeNull();
    const target = { uploadId, key: `posts/${postId}/originals/${uploadId}`, driverUploadId: null };
    expect(await app.storage.multipart.listParts(target)).toEqual([]);
  });

  it('refuses file paths that are not a post of ours', async () => {
    const bad = await presign(world.staffA, { filePath: '../../etc/passwd', countParts: '1' });
    expect(bad.statusCode).toBe(422);
    const missing = await presign(world.staffA, { filePath: 'posts/999999/a.png', countParts: '1' });
    expect(missing.statusCode).toBe(404);
  });
});
