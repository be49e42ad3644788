/**
 * The members' feed cache (decision 030) through the real routes: a repeated read is served from the
 * cache, and every write that changes what a reader sees — a like, a read flag, a comment, a deletion, a
 * membership ending, an author renamed — makes the writer's (and everyone's) next read fresh. Each
 * cached answer is compared with what the uncached path answers for that reader.
 */
import { postListSchema, type Post } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Membership, User } from '../../db/schema/index.js';
import { processDueDeletions } from '../../jobs/account-deletion.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildHorse,
  buildPost,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../../test/factories.js';

let app: FastifyInstance;
let alice: User;
let bob: User;
let staff: User;
let aliceMembership: Membership;
let postIds: number[];

beforeAll(async () => {
  ({ app } = await getTestApp());
  const { db } = await getTestApp();
  const syndicate = await buildSyndicate(db);
  const horse = await buildHorse(db, { syndicateId: syndicate.id });
  ({ user: alice, membership: aliceMembership } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
  ({ user: bob } = await buildSyndicateUser(db, { syndicateId: syndicate.id }));
  ({ user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' }));
  postIds = [];
  for (let i = 0; i < 3; i += 1) {
    const post = await buildPost(db, { syndicateId: syndicate.id, horseId: horse.id, authorId: staff.id });
    postIds.push(post.id);
  }
});

/** Reads a reader's feed; `cached` says whether it was answered without loading the page. */
async function feed(reader: User, url = '/api/updates'): Promise<{ posts: Post[]; body: string; cached: boolean }> {
  const headers = await loginAs(app, reader);
  const before = app.feedCache.size;
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  return {
    posts: postListSchema.parse(res.json()).data,
    body: res.body,
    cached: res.headers['x-cache'] === 'HIT' && app.feedCache.size === before,
  };
}

async function write(reader: User, method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: await loginAs(app, reader), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

const post = (posts: Post[], id: number) => posts.find((p) => p.id === id)!;

describe('the feed cache', () => {
  it('answers a repeated read with the same bytes, per reader', async () => {
    const first = await feed(alice);
    const second = await feed(alice);
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.body).toBe(first.body);
    // Another reader of the same page is never given Alice's entry.
    const other = await feed(bob);
    expect(other.cached).toBe(false);
    expect(other.posts.map((p) => p.id)).toEqual(first.posts.map((p) => p.id));
    // A different query is a different entry.
    expect((await feed(alice, '/api/updates?itemsPerPage=2')).cached).toBe(false);
  });

  it('shows a like to the liker and the count to everyone on their next read', async () => {
    await feed(alice);
    await feed(bob);
    const likes = post((await feed(bob)).posts, postIds[0]!).likesCount;
    await write(alice, 'PUT', `/api/updates/${postIds[0]}/like`);
    const aliceView = await feed(alice);
    const bobView = await feed(bob);
    expect(aliceView.cached).toBe(false);
    expect(post(aliceView.posts, postIds[0]!)).toMatchObject({ isLiked: true, likesCount: likes + 1 });
    expect(post(bobView.posts, postIds[0]!)).toMatchObject({ isLiked: false, likesCount: likes + 1 });
  });

  it("marks a post read for its reader only, and the other reader's entry survives", async () => {
    await feed(alice);
    await feed(bob);
    await write(alice, 'PUT', `/api/updates/${postIds[1]}/view`);
    const aliceView = await feed(alice);
    const bobView = await feed(bob);
    expect(aliceView.cached).toBe(false);
    expect(post(aliceView.posts, postIds[1]!).isViewed).toBe(true);
    expect(bobView.cached).toBe(true);
    expect(post(bobView.posts, postIds[1]!).isViewed).toBe(false);
  });

  it('counts a new comment and drops a deleted post at once', async () => {
    const before = post((await feed(bob)).posts, postIds[2]!).commentsCount;
    await write(alice, 'POST', '/api/comments', { post: `/api/posts/${postIds[2]}`, body: 'Lovely work' });
    expect(post((await feed(bob)).posts, postIds[2]!).commentsCount).toBe(before + 1);
    await write(staff, 'DELETE', `/api/updates/${postIds[2]}`);
    const after = await feed(bob);
    expect(after.cached).toBe(false);
    expect(after.posts.map((p) => p.id)).not.toContain(postIds[2]);
  });

  it("follows a renamed author and an ended membership (events that touch every reader's feed)", async () => {
    const { db } = await getTestApp();
    const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
    await feed(alice);
    await write(admin, 'PATCH', `/api/admin/users/${staff.id}`, { firstname: 'Renamed' });
    expect(post((await feed(alice)).posts, postIds[0]!).author.firstname).toBe('Renamed');
    await write(admin, 'DELETE', `/api/admin/memberships/${aliceMembership.id}`);
    expect((await feed(alice)).posts).toEqual([]);
  });

  it("shows a deleted author's anonymised name as soon as the deletion job ran, not after the TTL", async () => {
    const { db } = await getTestApp();
    const { user: leaver } = await buildSyndicateUser(db, { syndicateId: aliceMembership.syndicateId, role: 'staff' });
    const authored = await buildPost(db, { syndicateId: aliceMembership.syndicateId, authorId: leaver.id });
    app.events.emit('post.created', { postId: authored.id, syndicateId: authored.syndicateId, horseId: null, actorId: leaver.id });
    await app.events.drain();
    expect(post((await feed(bob)).posts, authored.id).author.firstname).toBe(leaver.firstname);

    // Through the real flow: the leaver asks (their tokens end at once), the job anonymises them later.
    await write(leaver, 'POST', '/api/users/profile-deletion-request', {});
    expect(post((await feed(bob)).posts, authored.id).author.firstname).toBe(leaver.firstname);
    expect((await feed(bob)).cached).toBe(true);
    expect(await processDueDeletions(db, new Date(Date.now() + 1000), app.events)).toBe(1);

    const after = await feed(bob);
    expect(after.cached).toBe(false);
    expect(post(after.posts, authored.id).author).toMatchObject({ firstname: 'Deleted', lastname: 'User' });
  });
});
