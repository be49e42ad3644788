import { POST_MESSAGES } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAssets, posts } from '../../db/schema/index.js';
import { processAsset } from '../../jobs/media-processing.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildPublishingWorld, uploadFile, type PublishingWorld } from '../../test/publishing.js';

/** A small but well-formed PDF: what a vet report attached to an update looks like. */
const PDF = Buffer.from(
  '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

let world: PublishingWorld;

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
});

async function documentDraft(name: string, type: string, size: number) {
  const { app } = await getTestApp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/updates',
    headers: await loginAs(app, world.staffA),
    payload: {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>Vet report attached.</p>',
      expectedNumberAssets: 1,
      filesMeta: [{ name, size, type }],
    },
  });
  return res;
}

describe('posts of type file (SPEC §3, §9 other files up to 400 MB)', () => {
  it('takes a PDF as a file post, checked by content, and keeps it downloadable under its name', async () => {
    const { app, db } = await getTestApp();
    const created = await documentDraft('Vet report.pdf', 'application/pdf', PDF.length);
    expect(created.statusCode).toBe(201);
    expect(created.json().type).toBe('file');
    const postId = created.json().id as number;

    const res = await uploadFile(app, world.staffA, postId, 'Vet report.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().asset).toMatchObject({
      originalName: 'Vet report.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const [asset] = await db.select().from(postAssets).where(eq(postAssets.postId, postId));
    const outcome = await processAsset(
      { db, storage: app.storage, events: app.events, log: app.log },
      asset!.id,
    );
    expect(outcome).toBe('complete');
    const [done] = await db.select().from(postAssets).where(eq(postAssets.id, asset!.id));
    expect(done).toMatchObject({ status: 'complete', mimeType: 'application/pdf' });
    const [post] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.type).toBe('file');
  });

  it('refuses a document above 400 MB when the draft is written', async () => {
    const res = await documentDraft('Huge.pdf', 'application/pdf', 419430401);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().violations)).toContain(POST_MESSAGES.filesTooLarge);
  });

  it('refuses HTML, SVG and programs named .pdf, by their content', async () => {
    const { app } = await getTestApp();
    const exe = Buffer.alloc(256);
    exe.write('MZ', 0, 'latin1');
    const samples: [string, Buffer][] = [
      ['page.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['logo.pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['setup.pdf', exe],
    ];
    for (const [name, bytes] of samples) {
      const postId = (await documentDraft(name, 'application/pdf', bytes.length)).json().id as number;
      const res = await uploadFile(app, world.staffA, postId, name, bytes);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().violations).toEqual([
        { propertyPath: 'filePath', message: POST_MESSAGES.incorrectFileFormat },
      ]);
    }
  });
});
