import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MULTIPART_PART_SIZE, POST_MESSAGES } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { tinyPng } from '../test/media-samples.js';
import { buildPublishingWorld, createDraft, splitParts, type PublishingWorld } from '../test/publishing.js';
import type { StorageDriver } from './driver.js';
import { createS3Storage } from './s3.js';

// An in-process S3 (s3rver) stands in for AWS / MinIO: the driver speaks plain S3 to it.
let s3rver: S3rver;
let dir: string;
let storage: StorageDriver;
let s3App: FastifyInstance;
let world: PublishingWorld;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stride-s3rver-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'stride', configs: [] }],
  });
  const { port } = await s3rver.run();
  storage = createS3Storage({
    bucket: 'stride',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const { db, env } = await getTestApp();
  world = await buildPublishingWorld(db);
  s3App = await buildApp({ db, env, storage, logger: false });
  await s3App.ready();
});

afterAll(async () => {
  await s3App?.close();
  await s3rver?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function readAll(key: string, range?: { start: number; end: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, range)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 driver against an S3-compatible store', () => {
  it('uploads parts through pre-signed URLs and completes them into one object', async () => {
    const bytes = Buffer.concat([
      Buffer.alloc(MULTIPART_PART_SIZE, 1),
      Buffer.from('the last, shorter part'),
    ]);
    const key = 'posts/1/originals/test-upload';
    const driverUploadId = await storage.multipart.create(key, 'application/octet-stream');
    expect(driverUploadId).toEqual(expect.any(String));
    const target = { uploadId: 'test-upload', key, driverUploadId };
    const urls = await storage.multipart.presignParts(target, [1, 2], 600);
    expect(urls).toHaveLength(2);
    const parts = [];
    for (const [i, part] of splitParts(bytes).entries()) {
      const res = await fetch(urls![i]!, { method: 'PUT', body: part });
      expect(res.status).toBe(200);
      parts.push({ PartNumber: i + 1, ETag: res.headers.get('etag')! });
    }
    await storage.multipart.complete(target, parts, 'application/octet-stream');
    expect((await storage.stat(key))?.size).toBe(bytes.length);
    expect((await readAll(key, { start: MULTIPART_PART_SIZE, end: bytes.length - 1 })).toString()).toBe(
      'the last, shorter part',
    );
    expect(await storage.list('posts/1/')).toEqual([key]);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('runs the SPEC §7 upload API on S3: browser PUTs to S3, the API completes and checks the bytes', async () => {
    const headers = await loginAs(s3App, world.staffA);
    const postId = await createDraft(s3App, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 2,
    });
    const upload = async (name: string, bytes: Buffer) => {
      const filePath = `posts/${postId}/${name}`;
      const presign = await s3App.inject({
        method: 'GET',
        url: '/api/upload-s3-files/presigned-urls',
        query: { filePath, countParts: '1' },
        headers,
      });
      expect(presign.statusCode).toBe(200);
      const { uploadId, presignedUrls } = presign.json() as { uploadId: string; presignedUrls: string[] };
      expect(presignedUrls[0]).toContain('X-Amz-Signature=');
      const put = await fetch(presignedUrls[0]!, { method: 'PUT', body: bytes });
      expect(put.status).toBe(200);
      return s3App.inject({
        method: 'POST',
        url: '/api/upload-s3-files/complete',
        headers,
        payload: {
          uploadId,
          fileIndex: 0,
          filePath,
          parts: [{ PartNumber: 1, ETag: put.headers.get('etag') }],
        },
      });
    };
    const png = await tinyPng();
    const ok = await upload('photo.png', png);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().asset).toMatchObject({ mimeType: 'image/png', sizeBytes: png.length });
    // Private media is read back through the API's signed URL, from S3.
    const media = await s3App.inject({ method: 'GET', url: new URL(ok.json().asset.url).pathname });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(png)).toBe(true);

    const fake = await upload('clip.mp4', Buffer.from('plain text pretending to be a video\n'.repeat(20)));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().violations[0].message).toBe(POST_MESSAGES.incorrectFileFormat);
  });
});
