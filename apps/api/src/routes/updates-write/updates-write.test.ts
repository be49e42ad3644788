import { EMPTY_POST_MESSAGE, POST_MESSAGES, postSchema } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { horseEntries, posts } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildUser } from '../../test/factories.js';
import { buildPublishingWorld, createDraft, type PublishingWorld } from '../../test/publishing.js';

let world: PublishingWorld;
const seen: { name: keyof DomainEvents; payload: unknown }[] = [];

beforeAll(async () => {
  const { app, db } = await getTestApp();
  world = await buildPublishingWorld(db);
  for (const name of ['post.created', 'post.updated', 'post.published'] as const) {
    app.events.on(name, (payload) => void seen.push({ name, payload }));
  }
});

async function post(user: { id: number }, payload: Record<string, unknown>) {
  const { app } = await getTestApp();
  return app.inject({ method: 'POST', url: '/api/updates', headers: await loginAs(app, user), payload });
}

async function patch(user: { id: number }, id: number, payload: Record<string, unknown>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'PATCH',
    url: `/api/updates/${id}`,
    headers: { ...(await loginAs(app, user)), 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });
}

describe('POST /api/updates', () => {
  it('creates a sanitised draft with IRI references and announces it', async () => {
    const { app } = await getTestApp();
    const res = await post(world.staffA, {
      syndicate: `/api/syndicates/${world.syndicateA.id}`,
      horse: `/api/horses/${world.horseA.id}`,
      comment: '<p>Schooled well <script>alert(1)</script><b>today</b></p>',
    });
    expect(res.statusCode).toBe(201);
    const body = postSchema.parse(res.json());
    expect(body.publicationStatus).toBe('draft');
    expect(body.type).toBe('text');
    expect(body.comment).not.toContain('script');
    expect(body.comment).toContain('<b>today</b>');
    expect(body.horse?.id).toBe(world.horseA.id);
    await app.events.drain();
    expect(
      seen.some((e) => e.name === 'post.created' && (e.payload as { postId: number }).postId === body.id),
    ).toBe(true);
  });

  it('marks posts with files as media and keeps the expected number of assets', async () => {
    const res = await post(world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 2,
      filesMeta: [
        { name: 'a.jpg', size: 1000, type: 'image/jpeg' },
        { name: 'b.mp4', size: 5000, type: 'video/mp4' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'media', expectedNumberAssets: 2, assetsStatus: null });
  });

  it('refuses an empty draft', async () => {
    const res = await post(world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p> </p>',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'comment', message: EMPTY_POST_MESSAGE }]);
  });

  it('asks for the syndicate and the horse with the SPEC messages', async () => {
    const res = await post(world.staffA, { comment: '<p>Hello</p>' });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().violations as { message: string }[]).map((v) => v.message);
    expect(messages).toEqual(
      expect.arrayContaining([POST_MESSAGES.syndicateRequired, POST_MESSAGES.horseRequired]),
    );
  });

  it('repeats the form checks on the files: unique names, sizes, count', async () => {
    const dup = await post(world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      filesMeta: [
        { name: 'gallop.jpg', size: 10, type: 'image/jpeg' },
        { name: 'Gallop.JPG', size: 10, type: 'image/jpeg' },
      ],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().violations).toContainEqual({
      propertyPath: 'filesMeta',
      message: POST_MESSAGES.fileNameNotUnique,
    });

    const big = await post(world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      filesMeta: [{ name: 'huge.png', size: 26 * 1024 * 1024, type: 'image/png' }],
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().violations).toContainEqual({
      propertyPath: 'filesMeta',
      message: POST_MESSAGES.filesTooLarge,
    });

    const many = await post(world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 11,
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().violations).toContainEqual({
      propertyPath: 'filesMeta',
      message: POST_MESSAGES.tooManyFiles(10),
    });
  });

  it('does not let staff of syndicate A post to syndicate B', async () => {
    const res = await post(world.staffA, {
      syndicate: world.syndicateB.id,
      horse: world.horseB.id,
      comment: '<p>Hi</p>',
    });
    expect(res.statusCode).toBe(403);
    const mixed = await post(world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseB.id,
      comment: '<p>Hi</p>',
    });
    expect(mixed.statusCode).toBe(403);
  });

  it('does not let members or outsiders post', async () => {
    const outsider = await buildUser((await getTestApp()).db, { roles: ['ROLE_STAFF'] });
    for (const user of [world.memberA, outsider]) {
      const res = await post(user, {
        syndicate: world.syndicateA.id,
        horse: world.horseA.id,
        comment: '<p>Hi</p>',
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/syndicate-horse-entries then a post announcing it', () => {
  it('stores the entry at the Dublin time given and links it to the post', async () => {
    const { app, db } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/syndicate-horse-entries',
      headers: await loginAs(app, world.staffA),
      payload: {
        syndicate: `/api/syndicates/${world.syndicateA.id}`,
        horse: `/api/horses/${world.horseA.id}`,
        creationTrigger: 'manual post',
        date: '2026-07-01T14:30:00+01:00',
        updateType: 'Final Declaration',
        raceNumber: 3,
        racetrack: 'Leopardstown',
        raceName: 'Maiden Stakes',
        jockey: 'C. Hayes',
      },
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json() as { id: number; date: string; time: string; creationTrigger: string };
    expect(entry).toMatchObject({
      time: '14:30',
      creationTrigger: 'manual post',
    });
    expect(new Date(entry.date).toISOString()).toBe('2026-07-01T13:30:00.000Z');

    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      horseEntry: `/api/syndicate-horse-entries/${entry.id}`,
    });
    const [stored] = await db.select().from(horseEntries).where(eq(horseEntries.id, entry.id));
    expect(stored?.postId).toBe(postId);
    expect(stored?.raceAt.toISOString()).toBe('2026-07-01T13:30:00.000Z');
  });

  it('requires the SPEC fields and refuses another syndicate', async () => {
    const { app } = await getTestApp();
    const headers = await loginAs(app, world.staffA);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/syndicate-horse-entries',
      headers,
      payload: { syndicate: world.syndicateA.id, horse: world.horseA.id, date: '2026-07-01T14:30:00+01:00' },
    });
    expect(missing.statusCode).toBe(422);
    const paths = (missing.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['updateType', 'raceNumber', 'racetrack', 'raceName']));

    const foreign = await app.inject({
      method: 'POST',
      url: '/api/syndicate-horse-entries',
      headers,
      payload: {
        syndicate: world.syndicateB.id,
        horse: world.horseB.id,
        date: '2026-07-01T14:30:00+01:00',
        updateType: 'Result',
        raceNumber: 1,
        racetrack: 'Naas',
        raceName: 'Handicap',
      },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('PATCH /api/updates/{id}', () => {
  it('reports uploads, then publishes and announces publication with notify', async () => {
    const { app } = await getTestApp();
    const id = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 1,
      notify: true,
    });
    const uploaded = await patch(world.staffA, id, { uploadedAssetsCount: 1, assetsStatus: 'processing' });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ uploadedAssetsCount: 1, assetsStatus: 'processing' });

    const published = await patch(world.staffA, id, { publicationStatus: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json().publicationStatus).toBe('published');
    await app.events.drain();
    expect(seen).toContainEqual({
      name: 'post.published',
      payload: { postId: id, syndicateId: world.syndicateA.id, horseId: world.horseA.id, notify: true },
    });
  });

  it('publishes from upload_failed, and refuses transitions SPEC §4 does not allow', async () => {
    const { app, db } = await getTestApp();
    const id = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>x</p>',
    });
    expect((await patch(world.staffA, id, { publicationStatus: 'upload_failed' })).statusCode).toBe(200);
    expect((await patch(world.staffA, id, { publicationStatus: 'published' })).statusCode).toBe(200);
    const back = await patch(world.staffA, id, { publicationStatus: 'draft' });
    expect(back.statusCode).toBe(422);
    expect(back.json().violations[0].propertyPath).toBe('publicationStatus');
    const [row] = await db.select().from(posts).where(eq(posts.id, id));
    expect(row?.publicationStatus).toBe('published');
  });

  it('edits the comment (sanitised) but never empties a text-only post', async () => {
    const { app } = await getTestApp();
    const id = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>x</p>',
    });
    const edited = await patch(world.staffA, id, { comment: '<p onclick="x()">Better</p>' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment).toBe('<p>Better</p>');
    const emptied = await patch(world.staffA, id, { comment: '' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().violations[0].message).toBe(EMPTY_POST_MESSAGE);
  });

  it("lets only staff of the post's syndicate change it", async () => {
    const { app } = await getTestApp();
    const id = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>x</p>',
    });
    expect((await patch(world.managerB, id, { publicationStatus: 'published' })).statusCode).toBe(403);
    expect((await patch(world.memberA, id, { comment: '<p>mine</p>' })).statusCode).toBe(403);
    expect((await patch(world.staffA, 999999, { comment: '<p>x</p>' })).statusCode).toBe(404);
  });
});
