/**
 * Adding files to a published update (issue 18 item 0, decision 029): the author (staff), managers of its
 * syndicate and administrators announce files (POST /api/updates/{id}/assets), upload them through the
 * multipart calls, and they join the update after its files; the update stays published meanwhile,
 * counts follow, and postUpdate reaches its readers when the file arrives and again when media processing
 * finishes it (the real media job). Members and other syndicates' managers cannot; the SPEC's checks hold.
 */
import {
  APPEND_NOT_PUBLISHED_MESSAGE,
  POST_MESSAGES,
  appendAssetsResponseSchema,
  postSchema,
} from '@stride/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAsset } from '../../jobs/media-processing.js';
import { postAssets, posts, type User } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildPost,
  buildPostAsset,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../../test/factories.js';
import { tinyPng } from '../../test/media-samples.js';
import { uploadFile } from '../../test/publishing.js';
import { closeSockets, connectSocket, listenWithRealtime, nextEvent } from '../../test/realtime.js';

let w: { staff: User; manager: User; member: User; outsider: User; admin: User; syndicateId: number };
let url: string;
let png: Buffer;

beforeAll(async () => {
  const { app, db } = await getTestApp();
  ({ url } = await listenWithRealtime(app));
  png = await tinyPng();
  const syndicate = await buildSyndicate(db);
  const other = await buildSyndicate(db);
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: manager } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'manager' });
  const { user: member } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id, role: 'manager' });
  const admin = await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
  w = { staff, manager, member, outsider, admin, syndicateId: syndicate.id };
});
afterAll(() => closeSockets());

/** A published update of the syndicate with two processed photos (positions 0 and 1). */
async function publishedWithTwoPhotos() {
  const { db } = await getTestApp();
  const post = await buildPost(db, {
    syndicateId: w.syndicateId,
    authorId: w.staff.id,
    type: 'media',
    expectedNumberAssets: 2,
    uploadedAssetsCount: 2,
    assetsStatus: 'complete',
  });
  await buildPostAsset(db, { postId: post.id, position: 0, originalName: 'first.jpg' });
  await buildPostAsset(db, { postId: post.id, position: 1, originalName: 'second.jpg' });
  return post;
}

async function announce(user: User, id: number, filesMeta: unknown) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: `/api/updates/${id}/assets`,
    headers: await loginAs(app, user),
    payload: { filesMeta },
  });
}

async function assetsOf(postId: number) {
  const { db } = await getTestApp();
  return db.select().from(postAssets).where(eq(postAssets.postId, postId)).orderBy(asc(postAssets.position));
}

async function postRow(postId: number) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(posts).where(eq(posts.id, postId));
  return row!;
}

describe('adding files to a published update', () => {
  it('the author adds a photo after the files it has; the update stays published; postUpdate on arrival and when processed', async () => {
    const { app, db } = await getTestApp();
    const post = await publishedWithTwoPhotos();
    const memberSocket = await connectSocket(url, (await loginAs(app, w.member)).authorization.slice(7));

    const res = await announce(w.staff, post.id, [
      { name: 'Paddock.png', size: png.length, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const announced = appendAssetsResponseSchema.parse(res.json());
    expect(announced).toEqual({
      files: [{ name: 'Paddock.png', fileIndex: 2, filePath: `posts/${post.id}/Paddock.png` }],
      expectedNumberAssets: 3,
    });
    expect(await postRow(post.id)).toMatchObject({ expectedNumberAssets: 3, uploadedAssetsCount: 2 });

    const arrived = nextEvent(memberSocket, 'postUpdate', (p) => p.postId === post.id);
    const upload = await uploadFile(app, w.staff, post.id, 'Paddock.png', png, announced.files[0]!.fileIndex);
    expect(upload.statusCode).toBe(200);
    const assetId = (upload.json() as { asset: { id: number } }).asset.id;

    // Live on the member's feed at once: published, the new file processing, marked edited.
    const first = (await arrived).post;
    expect(first).toMatchObject({
      publicationStatus: 'published',
      assetsStatus: 'processing',
      uploadedAssetsCount: 3,
      expectedNumberAssets: 3,
    });
    expect(first.editedAt).not.toBeNull();
    expect(first.assets.map((a) => [a.originalName, a.status])).toEqual([
      ['first.jpg', 'complete'],
      ['second.jpg', 'complete'],
      ['Paddock.png', 'processing'],
    ]);
    expect((await assetsOf(post.id)).map((a) => a.position)).toEqual([0, 1, 2]);

    // Members still read it while the file processes.
    const read = await app.inject({
      method: 'GET',
      url: `/api/updates/${post.id}`,
      headers: await loginAs(app, w.member),
    });
    expect(read.statusCode).toBe(200);
    expect(postSchema.parse(read.json()).assets).toHaveLength(3);

    // The media job finishes it: postUpdate again, complete.
    const processed = nextEvent(
      memberSocket,
      'postUpdate',
      (p) => p.postId === post.id && p.post.assetsStatus === 'complete',
    );
    const outcome = await processAsset(
      { db, storage: app.storage, events: app.events, log: { error: () => {} } },
      assetId,
    );
    expect(outcome).toBe('complete');
    const done = (await processed).post;
    expect(done.assets.find((a) => a.id === assetId)).toMatchObject({ status: 'complete' });
    expect(await postRow(post.id)).toMatchObject({
      publicationStatus: 'published',
      assetsStatus: 'complete',
      uploadedAssetsCount: 3,
      expectedNumberAssets: 3,
    });
  });

  it('managers of its syndicate and administrators add files; members and other syndicates’ managers cannot', async () => {
    const { app } = await getTestApp();
    const post = await publishedWithTwoPhotos();
    const meta = (name: string) => [{ name, size: png.length, type: 'image/png' }];

    expect((await announce(w.member, post.id, meta('member.png'))).statusCode).toBe(403);
    expect((await announce(w.outsider, post.id, meta('outsider.png'))).statusCode).toBe(404);
    // Nor can they go straight to the upload calls.
    expect((await uploadFile(app, w.member, post.id, 'member.png', png, 2)).statusCode).toBe(403);
    expect((await uploadFile(app, w.outsider, post.id, 'outsider.png', png, 2)).statusCode).toBe(403);

    const byManager = await announce(w.manager, post.id, meta('manager.png'));
    expect(byManager.statusCode).toBe(200);
    const index = appendAssetsResponseSchema.parse(byManager.json()).files[0]!.fileIndex;
    expect(index).toBe(2);
    expect((await uploadFile(app, w.manager, post.id, 'manager.png', png, index)).statusCode).toBe(200);

    const byAdmin = await announce(w.admin, post.id, meta('admin.png'));
    expect(byAdmin.statusCode).toBe(200);
    expect(appendAssetsResponseSchema.parse(byAdmin.json()).files[0]!.fileIndex).toBe(3);
    expect((await uploadFile(app, w.admin, post.id, 'admin.png', png, 3)).statusCode).toBe(200);

    expect((await assetsOf(post.id)).map((a) => [a.originalName, a.position])).toEqual([
      ['first.jpg', 0],
      ['second.jpg', 1],
      ['manager.png', 2],
      ['admin.png', 3],
    ]);
    expect(await postRow(post.id)).toMatchObject({ expectedNumberAssets: 4, uploadedAssetsCount: 4 });
  });

  it('never reuses a position, even when a client sends an index already taken', async () => {
    const { app } = await getTestApp();
    const post = await publishedWithTwoPhotos();
    const res = await uploadFile(app, w.staff, post.id, 'stray.png', png, 0);
    expect(res.statusCode).toBe(200);
    expect((await assetsOf(post.id)).map((a) => a.position)).toEqual([0, 1, 2]);
    expect(await postRow(post.id)).toMatchObject({ expectedNumberAssets: 3, uploadedAssetsCount: 3 });
  });

  it('a file taken off frees its name and its place: the same name can be added again', async () => {
    const { app } = await getTestApp();
    const post = await publishedWithTwoPhotos();
    const first = await uploadFile(app, w.staff, post.id, 'again.png', png, 2);
    expect(first.statusCode).toBe(200);
    const assetId = (first.json() as { asset: { id: number } }).asset.id;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/updates/${post.id}/assets/${assetId}`,
      headers: await loginAs(app, w.staff),
    });
    expect(removed.statusCode).toBe(200);
    const meta = [{ name: 'again.png', size: png.length, type: 'image/png' }];
    expect((await announce(w.staff, post.id, meta)).statusCode).toBe(200);
    expect((await uploadFile(app, w.staff, post.id, 'again.png', png, 2)).statusCode).toBe(200);
    expect((await assetsOf(post.id)).map((a) => a.originalName)).toEqual([
      'first.jpg',
      'second.jpg',
      'again.png',
    ]);
  });

  it('refuses a file whose content is not what it claims with the SPEC’s message; the update is unchanged', async () => {
    const { app } = await getTestApp();
    const post = await publishedWithTwoPhotos();
    const fake = Buffer.from('MZ this is a program renamed to a photo'.repeat(10));
    expect(
      (await announce(w.staff, post.id, [{ name: 'horse.png', size: fake.length, type: 'image/png' }]))
        .statusCode,
    ).toBe(200);
    const res = await uploadFile(app, w.staff, post.id, 'horse.png', fake, 2);
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      { propertyPath: 'filePath', message: POST_MESSAGES.incorrectFileFormat },
    ]);
    expect(await assetsOf(post.id)).toHaveLength(2);
    expect(await postRow(post.id)).toMatchObject({
      uploadedAssetsCount: 2,
      assetsStatus: 'complete',
      editedAt: null,
    });
  });

  it('checks the batch against the update: names, kinds, sizes, max_files; drafts use the composer', async () => {
    const { db } = await getTestApp();
    const post = await publishedWithTwoPhotos();
    const messages = async (filesMeta: unknown) => {
      const res = await announce(w.staff, post.id, filesMeta);
      expect(res.statusCode).toBe(422);
      return (res.json().violations as { message: string }[]).map((v) => v.message);
    };
    expect(await messages([{ name: 'FIRST.jpg', size: 10, type: 'image/jpeg' }])).toEqual([
      POST_MESSAGES.fileNameNotUnique,
    ]);
    expect(await messages([{ name: 'tool.exe', size: 10, type: 'application/x-msdownload' }])).toEqual([
      POST_MESSAGES.incorrectFileFormat,
    ]);
    expect(await messages([{ name: 'huge.png', size: 26_214_401, type: 'image/png' }])).toEqual([
      POST_MESSAGES.filesTooLarge,
    ]);
    // max_files (10 by default) counts the files the update already holds.
    const nine = Array.from({ length: 9 }, (_, i) => ({
      name: `more-${i}.png`,
      size: 10,
      type: 'image/png',
    }));
    expect(await messages(nine)).toEqual([POST_MESSAGES.tooManyFiles(10)]);
    expect((await announce(w.staff, post.id, nine.slice(1))).statusCode).toBe(200);
    expect(await postRow(post.id)).toMatchObject({ expectedNumberAssets: 10 });

    const draft = await buildPost(db, {
      syndicateId: w.syndicateId,
      authorId: w.staff.id,
      publicationStatus: 'user_draft',
    });
    const res = await announce(w.staff, draft.id, [{ name: 'a.png', size: 10, type: 'image/png' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0].message).toBe(APPEND_NOT_PUBLISHED_MESSAGE);
  });
});
