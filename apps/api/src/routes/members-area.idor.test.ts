/**
 * IDOR sweep over every members'-area endpoint of issue 5: a member of another syndicate, a plain
 * user (ROLE_USER) and an anonymous token each get 403 or 404 — or, for lists, a page without a single
 * byte of the victim syndicate's content (every victim row carries the word "secret"). Writes change
 * nothing. A member of the victim syndicate sees the content, so the marker check can fail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, postLikes, postViews, posts, type User } from '../db/schema/index.js';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import {
  buildComment,
  buildHorse,
  buildHorseEntry,
  buildPost,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../test/factories.js';

interface Call {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
  /** A public catalogue read (anonymous tokens allowed; the hidden syndicate answers 404 or nothing). */
  publicRead?: true;
}

let victim: { member: User; syndicate: number; horse: number; post: number; draft: number; comment: number };
let intruders: { name: string; user: User | null }[];

beforeAll(async () => {
  const { db } = await getTestApp();
  const syndicate = await buildSyndicate(db, {
    name: 'Secret Syndicate',
    slug: 'secret-syndicate',
    showOnSite: false,
  });
  const { user: member } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const horse = await buildHorse(db, {
    syndicateId: syndicate.id,
    name: 'Secret Horse',
    slug: 'secret-horse',
  });
  const entry = await buildHorseEntry(db, {
    horseId: horse.id,
    raceName: 'Secret Maiden',
    raceAt: new Date(Date.now() + 86_400_000),
  });
  const post = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: staff.id,
    horseId: horse.id,
    comment: '<p>secret update</p>',
    horseEntryId: entry.id,
  });
  const draft = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: staff.id,
    comment: '<p>secret draft</p>',
    publicationStatus: 'draft',
  });
  const comment = await buildComment(db, { postId: post.id, authorId: member.id, body: 'secret comment' });

  const other = await buildSyndicate(db, { name: 'Other Stable' });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id, role: 'manager' });
  await buildPost(db, { syndicateId: other.id, authorId: outsider.id, comment: '<p>their own update</p>' });
  const plain = await buildUser(db);
  victim = {
    member,
    syndicate: syndicate.id,
    horse: horse.id,
    post: post.id,
    draft: draft.id,
    comment: comment.id,
  };
  intruders = [
    { name: 'member of another syndicate', user: outsider },
    { name: 'plain user', user: plain },
    { name: 'anonymous token', user: null },
  ];
});

function calls(): Call[] {
  const { syndicate, horse, post, draft, comment } = victim;
  return [
    { method: 'GET', url: '/api/updates' },
    { method: 'GET', url: `/api/updates?syndicate.id=${syndicate}` },
    { method: 'GET', url: `/api/updates?horse.id=${horse}` },
    { method: 'GET', url: '/api/updates?publicationStatus=draft' },
    { method: 'GET', url: '/api/updates?horseEntryFilter=true' },
    { method: 'GET', url: `/api/updates/${post}` },
    { method: 'GET', url: `/api/updates/${draft}` },
    { method: 'PUT', url: `/api/updates/${post}/like` },
    { method: 'PUT', url: `/api/updates/${post}/dislike` },
    { method: 'PUT', url: `/api/updates/${post}/view` },
    { method: 'DELETE', url: `/api/updates/${post}` },
    { method: 'GET', url: `/api/comments?post.id[]=/api/posts/${post}` },
    { method: 'POST', url: '/api/comments', payload: { post: `/api/posts/${post}`, body: 'intrusion' } },
    { method: 'DELETE', url: `/api/comments/${comment}` },
    { method: 'GET', url: '/api/syndicate-horse-entries' },
    { method: 'GET', url: `/api/syndicate-horse-entries?syndicate.id=${syndicate}` },
    { method: 'GET', url: `/api/syndicate-horse-entries?horse.id=${horse}&upcoming=true` },
    { method: 'GET', url: '/api/horses?horseOfUserSyndicates=true' },
    { method: 'GET', url: '/api/horses?horseOfCurrentUser=true' },
    { method: 'GET', url: `/api/horses?syndicate.id=${syndicate}`, publicRead: true },
    { method: 'GET', url: `/api/horses/${horse}`, publicRead: true },
    { method: 'GET', url: `/api/horses/${horse}/pdf`, publicRead: true },
    { method: 'GET', url: `/api/syndicates/${syndicate}`, publicRead: true },
    { method: 'GET', url: '/api/notification-settings' },
  ];
}

async function send(app: FastifyInstance, user: User | null, call: Call) {
  const headers = user ? await loginAs(app, user) : await anonymousHeaders(app);
  return app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

describe("members' area IDOR sweep", () => {
  it('a member of the syndicate does see its content (the marker check works)', async () => {
    const { app } = await getTestApp();
    for (const url of [
      '/api/updates',
      `/api/comments?post.id[]=${victim.post}`,
      '/api/syndicate-horse-entries',
      `/api/syndicates/${victim.syndicate}`,
    ]) {
      const res = await send(app, victim.member, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.toLowerCase(), url).toContain('secret');
    }
  });

  it('gives intruders 403/404 or a page without any of the victim syndicate’s content, for every endpoint', async () => {
    const { app } = await getTestApp();
    for (const { name, user } of intruders) {
      for (const call of calls()) {
        const res = await send(app, user, call);
        const label = `${name}: ${call.method} ${call.url} → ${res.statusCode}`;
        expect([200, 403, 404], label).toContain(res.statusCode);
        if (user === null && !call.publicRead) {
          // Every members' endpoint refuses anonymous tokens outright.
          expect(res.statusCode, label).toBe(403);
        }
        if (res.statusCode === 200) {
          expect(call.method, label).toBe('GET');
          expect(res.body.toLowerCase(), label).not.toContain('secret');
        }
      }
    }
  });

  it('left the victim syndicate’s data untouched', async () => {
    const { db } = await getTestApp();
    const [post] = await db.select().from(posts).where(eq(posts.id, victim.post));
    expect(post!.deletedAt).toBeNull();
    expect(await db.select().from(postLikes).where(eq(postLikes.postId, victim.post))).toEqual([]);
    expect(await db.select().from(postViews).where(eq(postViews.postId, victim.post))).toEqual([]);
    const live = await db
      .select()
      .from(comments)
      .where(and(eq(comments.postId, victim.post), isNull(comments.deletedAt)));
    expect(live.map((c) => c.id)).toEqual([victim.comment]);
  });
});
