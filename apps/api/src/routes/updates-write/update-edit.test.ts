/**
 * Editing a published update (issue 18 item 0, decision 024): its author (staff), managers of its
 * syndicate and administrators change the text (sanitised like creation) and take files off; the update
 * says "edited" (editedAt) and postUpdate reaches the open feeds of its readers only. Members and other
 * syndicates' people cannot edit.
 */
import { postSchema } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  closeSockets,
  connectSocket,
  eventNames,
  listenWithRealtime,
  nextEvent,
  recordEvents,
  settle,
} from '../../test/realtime.js';

let w: {
  staff: User;
  otherStaff: User;
  manager: User;
  member: User;
  outsider: User;
  admin: User;
  syndicateId: number;
};
let url: string;

beforeAll(async () => {
  const { app, db } = await getTestApp();
  ({ url } = await listenWithRealtime(app));
  const syndicate = await buildSyndicate(db);
  const other = await buildSyndicate(db);
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: otherStaff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: manager } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'manager' });
  const { user: member } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id, role: 'manager' });
  const admin = await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
  w = { staff, otherStaff, manager, member, outsider, admin, syndicateId: syndicate.id };
});
afterAll(() => closeSockets());

async function patch(user: User, id: number, payload: unknown) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'PATCH',
    url: `/api/updates/${id}`,
    headers: { ...(await loginAs(app, user)), 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });
}

async function removeAsset(user: User, id: number, assetId: number) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'DELETE',
    url: `/api/updates/${id}/assets/${assetId}`,
    headers: await loginAs(app, user),
  });
}

describe('editing a published update', () => {
  it('the author edits the text: sanitised, marked edited, postUpdate to its readers only', async () => {
    const { app, db } = await getTestApp();
    const post = await buildPost(db, { syndicateId: w.syndicateId, authorId: w.staff.id });
    const token = async (user: User) => (await loginAs(app, user)).authorization.slice(7);
    const memberSocket = await connectSocket(url, await token(w.member));
    const outsiderSocket = await connectSocket(url, await token(w.outsider));
    const outsiderSeen = recordEvents(outsiderSocket);
    const heard = nextEvent(memberSocket, 'postUpdate', (p) => p.postId === post.id);

    const res = await patch(w.staff, post.id, { comment: '<p>Fixed typo</p><script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    const json = postSchema.parse(res.json());
    expect(json.comment).toBe('<p>Fixed typo</p>');
    expect(json.editedAt).not.toBeNull();
    expect(json.publicationStatus).toBe('published');

    const payload = await heard;
    expect(payload.post).toMatchObject({ comment: '<p>Fixed typo</p>', editedAt: json.editedAt });
    await settle(app, [outsiderSocket]);
    expect(eventNames(outsiderSeen)).not.toContain('postUpdate');
  });

  it('managers of the syndicate and administrators edit too; members, other staff and other syndicates cannot', async () => {
    const { db } = await getTestApp();
    const post = await buildPost(db, { syndicateId: w.syndicateId, authorId: w.staff.id });
    expect((await patch(w.manager, post.id, { comment: '<p>By the manager</p>' })).statusCode).toBe(200);
    expect((await patch(w.admin, post.id, { comment: '<p>By the admin</p>' })).statusCode).toBe(200);
    for (const user of [w.member, w.otherStaff, w.outsider]) {
      expect((await patch(user, post.id, { comment: '<p>Nope</p>' })).statusCode).toBe(403);
    }
    const [row] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.comment).toBe('<p>By the admin</p>');
  });

  it('a draft’s text changes without being marked edited', async () => {
    const { db } = await getTestApp();
    const draft = await buildPost(db, {
      syndicateId: w.syndicateId,
      authorId: w.staff.id,
      publicationStatus: 'user_draft',
    });
    const res = await patch(w.staff, draft.id, { comment: '<p>Still drafting</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().editedAt).toBeNull();
  });
});

describe('DELETE /api/updates/{id}/assets/{assetId}', () => {
  it('takes a file off a published update (edited, postUpdate), refuses others and never empties an update', async () => {
    const { app, db } = await getTestApp();
    const post = await buildPost(db, {
      syndicateId: w.syndicateId,
      authorId: w.staff.id,
      comment: '',
      type: 'media',
      expectedNumberAssets: 2,
      uploadedAssetsCount: 2,
      assetsStatus: 'complete',
    });
    const first = await buildPostAsset(db, { postId: post.id, position: 0 });
    const second = await buildPostAsset(db, { postId: post.id, position: 1 });
    const memberSocket = await connectSocket(url, (await loginAs(app, w.member)).authorization.slice(7));

    expect((await removeAsset(w.member, post.id, first.id)).statusCode).toBe(403);
    expect((await removeAsset(w.outsider, post.id, first.id)).statusCode).toBe(404);
    const foreign = await buildPostAsset(db);
    expect((await removeAsset(w.manager, post.id, foreign.id)).statusCode).toBe(404);

    const heard = nextEvent(memberSocket, 'postUpdate', (p) => p.postId === post.id);
    const res = await removeAsset(w.manager, post.id, first.id);
    expect(res.statusCode).toBe(200);
    const json = postSchema.parse(res.json());
    expect(json.assets.map((a) => a.id)).toEqual([second.id]);
    expect(json).toMatchObject({ expectedNumberAssets: 1, uploadedAssetsCount: 1 });
    expect(json.editedAt).not.toBeNull();
    expect((await heard).post).toMatchObject({ assets: [{ id: second.id }] });

    // The last file of an update without text stays: an empty update is refused like an empty draft.
    const last = await removeAsset(w.manager, post.id, second.id);
    expect(last.statusCode).toBe(422);
    expect(last.json().violations[0]).toMatchObject({ propertyPath: 'assets' });
    expect(await db.$count(postAssets, eq(postAssets.postId, post.id))).toBe(1);
    expect(await db.$count(postAssets, eq(postAssets.id, foreign.id))).toBe(1);
  });
});
