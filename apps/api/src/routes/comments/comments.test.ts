/**
 * Comments: readers of an update read and write its comments (plain text, bounded, oldest first);
 * the author, managers of the syndicate and admins delete them; everyone else learns nothing.
 */
import {
  COMMENT_MAX_LENGTH,
  COMMENT_TOO_LONG_MESSAGE,
  commentListSchema,
  commentSchema,
  type Comment as CommentJson,
} from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, type User } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildComment,
  buildPost,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../../test/factories.js';

let w: {
  member: User;
  staff: User;
  manager: User;
  outsider: User;
  plain: User;
  admin: User;
  syndicateId: number;
  post: number;
  draft: number;
  first: number;
  second: number;
};

async function as(app: FastifyInstance, user: User | null) {
  return user ? loginAs(app, user) : anonymousHeaders(app);
}

beforeAll(async () => {
  const { db } = await getTestApp();
  const syndicate = await buildSyndicate(db);
  const other = await buildSyndicate(db);
  const { user: member } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: manager } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'manager' });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id });
  const plain = await buildUser(db);
  const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
  const post = await buildPost(db, { syndicateId: syndicate.id, authorId: staff.id });
  const draft = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: staff.id,
    publicationStatus: 'draft',
  });
  const first = await buildComment(db, {
    postId: post.id,
    authorId: member.id,
    body: 'First!',
    createdAt: new Date('2026-01-01T10:00:00Z'),
  });
  const second = await buildComment(db, {
    postId: post.id,
    authorId: staff.id,
    body: 'Thanks all',
    createdAt: new Date('2026-01-01T11:00:00Z'),
  });
  await buildComment(db, { postId: post.id, authorId: member.id, deletedAt: new Date() });
  await buildComment(db, { postId: draft.id, authorId: staff.id, body: 'Draft note' });
  w = {
    member,
    staff,
    manager,
    outsider,
    plain,
    admin,
    syndicateId: syndicate.id,
    post: post.id,
    draft: draft.id,
    first: first.id,
    second: second.id,
  };
});

async function list(user: User | null, query: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url: `/api/comments?${query}`, headers: await as(app, user) });
}

async function create(user: User | null, payload: unknown) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: await as(app, user),
    payload: payload as object,
  });
}

describe('GET /api/comments', () => {
  it('lists the live comments of a post oldest first, in the shared shape, for a member', async () => {
    const res = await list(w.member, `post.id[]=${encodeURIComponent(`/api/posts/${w.post}`)}`);
    expect(res.statusCode).toBe(200);
    const body = commentListSchema.parse(res.json());
    expect(body.data.map((c) => c.id)).toEqual([w.first, w.second]);
    expect(body.meta.totalItems).toBe(2);
    expect(body.data[0]).toMatchObject({
      post: `/api/posts/${w.post}`,
      postId: w.post,
      body: 'First!',
      author: { id: w.member.id },
      permissions: { delete: true },
    });
    expect(body.data[1]).toMatchObject({
      author: { id: w.staff.id, roles: expect.arrayContaining(['Staff']) },
      permissions: { delete: false },
    });
    const paged = await list(w.member, `post.id[]=${w.post}&itemsPerPage=1&page=2`);
    expect(paged.json<{ data: CommentJson[] }>().data.map((c) => c.id)).toEqual([w.second]);
  });

  it("lets managers delete anyone's comment and shows drafts' comments to staff only", async () => {
    const manager = await list(w.manager, `post.id[]=${w.post}`);
    expect(manager.json<{ data: CommentJson[] }>().data.every((c) => c.permissions.delete)).toBe(true);
    expect((await list(w.staff, `post.id[]=${w.draft}`)).json<{ data: CommentJson[] }>().data).toHaveLength(
      1,
    );
    expect((await list(w.member, `post.id[]=${w.draft}`)).json()).toMatchObject({
      data: [],
      meta: { totalItems: 0 },
    });
  });

  it('gives outsiders and plain users an empty page, anonymous callers 403, and bad input 400', async () => {
    for (const user of [w.outsider, w.plain]) {
      expect((await list(user, `post.id[]=${w.post}`)).json()).toMatchObject({
        data: [],
        meta: { totalItems: 0 },
      });
    }
    expect((await list(null, `post.id[]=${w.post}`)).statusCode).toBe(403);
    for (const query of ['', 'post.id[]=abc', 'post.id[]=/api/horses/1', 'page=0&post.id[]=1']) {
      expect((await list(w.member, query)).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/comments', () => {
  it('stores a plain-text comment exactly (HTML stays text), answers 201 and announces comment.created', async () => {
    const { app, db } = await getTestApp();
    const seen: DomainEvents['comment.created'][] = [];
    const off = app.events.on('comment.created', (p) => {
      seen.push(p);
    });
    const body = '  <b>Great</b> run <script>alert(1)</script>  ';
    const res = await create(w.member, { post: `/api/posts/${w.post}`, body });
    expect(res.statusCode).toBe(201);
    const comment = commentSchema.parse(res.json());
    expect(comment).toMatchObject({
      body: '<b>Great</b> run <script>alert(1)</script>',
      postId: w.post,
      author: { id: w.member.id },
      permissions: { delete: true },
    });
    const [row] = await db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row!.body).toBe('<b>Great</b> run <script>alert(1)</script>');
    await app.events.drain();
    off();
    expect(seen).toEqual([
      { commentId: comment.id, postId: w.post, syndicateId: w.syndicateId, authorId: w.member.id },
    ]);
    expect((await create(w.member, { post: w.post, body: 'By number' })).statusCode).toBe(201);
  });

  it('refuses an empty comment and one over the documented limit with 422 and the SPEC messages', async () => {
    for (const body of ['', '   ', null, undefined]) {
      const res = await create(w.member, { post: w.post, body });
      expect(res.statusCode, String(body)).toBe(422);
      expect(res.json().violations).toEqual([
        { propertyPath: 'body', message: 'Please add a comment before submission' },
      ]);
    }
    const long = await create(w.member, { post: w.post, body: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(422);
    expect(long.json().violations).toEqual([{ propertyPath: 'body', message: COMMENT_TOO_LONG_MESSAGE }]);
    expect((await create(w.member, { post: w.post, body: 'y'.repeat(COMMENT_MAX_LENGTH) })).statusCode).toBe(
      201,
    );
    const badRef = await create(w.member, { post: '/api/horses/1', body: 'Hi' });
    expect(badRef.statusCode).toBe(422);
    expect(badRef.json().violations[0].propertyPath).toBe('post');
  });

  it('refuses outsiders, plain users, members on drafts (404) and anonymous callers (403)', async () => {
    const { db } = await getTestApp();
    const before = (await db.select().from(comments)).length;
    for (const [user, post] of [
      [w.outsider, w.post],
      [w.plain, w.post],
      [w.member, w.draft],
      [w.member, 999999],
    ] as const) {
      expect((await create(user, { post, body: 'Sneaky' })).statusCode, String(user.id)).toBe(404);
    }
    expect((await create(null, { post: w.post, body: 'Sneaky' })).statusCode).toBe(403);
    expect((await db.select().from(comments)).length).toBe(before);
  });
});

describe('DELETE /api/comments/{id}', () => {
  async function remove(user: User | null, id: number | string) {
    const { app } = await getTestApp();
    return app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: await as(app, user) });
  }

  it('lets the author, a manager and an admin soft-delete, announcing comment.removed', async () => {
    const { app, db } = await getTestApp();
    const removed: DomainEvents['comment.removed'][] = [];
    const off = app.events.on('comment.removed', (p) => {
      removed.push(p);
    });
    for (const user of [w.member, w.manager, w.admin]) {
      const comment = await buildComment(db, { postId: w.post, authorId: w.member.id });
      expect((await remove(user, comment.id)).statusCode).toBe(204);
      const [row] = await db.select().from(comments).where(eq(comments.id, comment.id));
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect((await remove(user, comment.id)).statusCode).toBe(404);
      await app.events.drain();
      expect(removed.at(-1)).toEqual({
        commentId: comment.id,
        postId: w.post,
        syndicateId: w.syndicateId,
        authorId: w.member.id,
      });
    }
    off();
  });

  it('refuses other members and staff (403), outsiders and plain users (404), anonymous callers (403)', async () => {
    const { db } = await getTestApp();
    const comment = await buildComment(db, { postId: w.post, authorId: w.member.id });
    const { user: otherMember } = await buildSyndicateUser(db, { syndicateId: w.syndicateId });
    for (const [user, status] of [
      [otherMember, 403],
      [w.staff, 403],
      [w.outsider, 404],
      [w.plain, 404],
      [null, 403],
    ] as const) {
      expect((await remove(user, comment.id)).statusCode, String(user?.id)).toBe(status);
    }
    expect((await remove(w.member, 'abc')).statusCode).toBe(404);
    const [row] = await db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row!.deletedAt).toBeNull();
  });
});
