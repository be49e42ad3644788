/**
 * The members' feed, acting: like/dislike/view (idempotent, answering the post) and delete, who may,
 * and the domain events they announce. Data: feed-world.ts.
 */
import type { Post as PostJson } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts, type User } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildPost, buildSyndicateUser } from '../../test/factories.js';
import { as, buildFeedWorld, type World } from '../../test/feed-world.js';

let w: World;

beforeAll(async () => {
  w = await buildFeedWorld();
});

async function list(user: User | null, query = '') {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url: `/api/updates${query}`, headers: await as(app, user) });
}

describe('PUT /api/updates/{id}/like, /dislike, /view', () => {
  function capture<K extends keyof DomainEvents>(app: FastifyInstance, name: K) {
    const seen: DomainEvents[K][] = [];
    const off = app.events.on(name, (payload) => {
      seen.push(payload);
    });
    return { seen, off };
  }

  it('likes and dislikes idempotently, answering the updated post and announcing post.updated', async () => {
    const { app, db } = await getTestApp();
    const fan = (await buildSyndicateUser(db, { syndicateId: w.syndicateId })).user;
    const headers = await loginAs(app, fan);
    const events = capture(app, 'post.updated');
    for (let i = 0; i < 2; i += 1) {
      const liked = await app.inject({ method: 'PUT', url: `/api/updates/${w.older}/like`, headers });
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toMatchObject({ id: w.older, isLiked: true, likesCount: 1 });
    }
    const disliked = await app.inject({
      method: 'PUT',
      url: `/api/updates/${w.older}/dislike`,
      headers,
      payload: {},
    });
    expect(disliked.json()).toMatchObject({ isLiked: false, likesCount: 0 });
    await app.events.drain();
    events.off();
    expect(events.seen).toContainEqual({
      postId: w.older,
      syndicateId: w.syndicateId,
      horseId: w.otherHorseId,
      actorId: fan.id,
    });
  });

  it('marks an update viewed, once', async () => {
    const { app, db } = await getTestApp();
    const reader = (await buildSyndicateUser(db, { syndicateId: w.syndicateId })).user;
    const headers = await loginAs(app, reader);
    expect((await list(reader)).json<{ data: PostJson[] }>().data[0]!.isViewed).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ method: 'PUT', url: `/api/updates/${w.newer}/view`, headers });
      expect(res.json()).toMatchObject({ id: w.newer, isViewed: true });
    }
  });

  it('refuses outsiders, plain users, anonymous callers and members on drafts without changing anything', async () => {
    const { app } = await getTestApp();
    for (const action of ['like', 'dislike', 'view']) {
      for (const [user, id] of [
        [w.outsider, w.newer],
        [w.plain, w.newer],
        [w.member, w.draft],
        [w.member, w.deleted],
      ] as const) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/updates/${id}/${action}`,
          headers: await as(app, user),
        });
        expect(res.statusCode, `${action} ${user.id}`).toBe(404);
      }
      const anon = await app.inject({
        method: 'PUT',
        url: `/api/updates/${w.newer}/${action}`,
        headers: await as(app, null),
      });
      expect(anon.statusCode).toBe(403);
    }
    expect((await list(w.member)).json<{ data: PostJson[] }>().data[0]).toMatchObject({ likesCount: 2 });
  });
});

describe('DELETE /api/updates/{id}', () => {
  it('lets the author, a manager of the syndicate and admins soft-delete, announcing post.removed', async () => {
    const { app, db } = await getTestApp();
    const removed: DomainEvents['post.removed'][] = [];
    const off = app.events.on('post.removed', (p) => {
      removed.push(p);
    });
    for (const user of [w.author, w.manager, w.admin]) {
      const post = await buildPost(db, { syndicateId: w.syndicateId, authorId: w.author.id });
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/updates/${post.id}`,
        headers: await loginAs(app, user),
      });
      expect(res.statusCode).toBe(204);
      const [row] = await db.select().from(posts).where(eq(posts.id, post.id));
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/updates/${post.id}`,
            headers: await loginAs(app, user),
          })
        ).statusCode,
      ).toBe(404);
      expect(removed.at(-1)).toEqual({ postId: post.id, syndicateId: w.syndicateId, horseId: null });
    }
    off();
  });

  it('refuses members and other staff with 403, outsiders and plain users with 404, anonymous with 403', async () => {
    const { app, db } = await getTestApp();
    const post = await buildPost(db, { syndicateId: w.syndicateId, authorId: w.author.id });
    for (const [user, status] of [
      [w.member, 403],
      [w.staff, 403],
      [w.outsider, 404],
      [w.plain, 404],
      [null, 403],
    ] as const) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/updates/${post.id}`,
        headers: await as(app, user),
      });
      expect(res.statusCode, String(user?.id)).toBe(status);
    }
    const [row] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.deletedAt).toBeNull();
  });
});
