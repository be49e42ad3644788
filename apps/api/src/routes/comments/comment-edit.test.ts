/**
 * Editing a comment (issue 18 item 3, decision 024): only its author, with creation's rules (trimmed,
 * bounded, plain text), as a JSON merge patch; `commentUpdate` reaches the update's readers only;
 * deletion rights are unchanged (a manager still deletes, but cannot edit).
 */
import { COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE, commentSchema } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, type User } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildComment, buildPost, buildSyndicate, buildSyndicateUser } from '../../test/factories.js';
import {
  closeSockets,
  connectSocket,
  eventNames,
  listenWithRealtime,
  nextEvent,
  recordEvents,
  settle,
} from '../../test/realtime.js';

let w: { author: User; reader: User; manager: User; outsider: User; post: number; comment: number };
let url: string;

beforeAll(async () => {
  const { app, db } = await getTestApp();
  ({ url } = await listenWithRealtime(app));
  const syndicate = await buildSyndicate(db);
  const other = await buildSyndicate(db);
  const { user: author } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: reader } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: manager } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'manager' });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id });
  const post = (await buildPost(db, { syndicateId: syndicate.id, authorId: manager.id })).id;
  const comment = (await buildComment(db, { postId: post, authorId: author.id, body: 'Great rn!' })).id;
  w = { author, reader, manager, outsider, post, comment };
});
afterAll(() => closeSockets());

async function edit(user: User, id: number, payload: unknown) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'PATCH',
    url: `/api/comments/${id}`,
    headers: { ...(await loginAs(app, user)), 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });
}

describe('PATCH /api/comments/{id}', () => {
  it('the author edits the text: trimmed, stored, marked edited, and commentUpdate reaches the update’s readers only', async () => {
    const { app, db } = await getTestApp();
    const token = async (user: User) => (await loginAs(app, user)).authorization.slice(7);
    const readerSocket = await connectSocket(url, await token(w.reader));
    const outsiderSocket = await connectSocket(url, await token(w.outsider));
    const outsiderSeen = recordEvents(outsiderSocket);
    const heard = nextEvent(readerSocket, 'commentUpdate', (p) => p.commentId === w.comment);

    const res = await edit(w.author, w.comment, { body: '  Great run! <b>bold</b>  ' });
    expect(res.statusCode).toBe(200);
    const json = commentSchema.parse(res.json());
    expect(json).toMatchObject({
      id: w.comment,
      body: 'Great run! <b>bold</b>',
      permissions: { edit: true, delete: true },
    });
    expect(json.editedAt).not.toBeNull();
    const [row] = await db.select().from(comments).where(eq(comments.id, w.comment));
    expect(row!.body).toBe('Great run! <b>bold</b>');

    const payload = await heard;
    expect(payload).toMatchObject({ postId: w.post, userId: w.author.id });
    // Presented for the reader: they may neither edit nor delete someone else's comment.
    expect(payload.comment).toMatchObject({
      body: 'Great run! <b>bold</b>',
      permissions: { edit: false, delete: false },
    });
    await settle(app, [outsiderSocket]);
    expect(eventNames(outsiderSeen)).not.toContain('commentUpdate');
  });

  it('refuses everyone but the author; a manager keeps the right to delete', async () => {
    const { db } = await getTestApp();
    expect((await edit(w.reader, w.comment, { body: 'Hijacked' })).statusCode).toBe(403);
    expect((await edit(w.manager, w.comment, { body: 'Moderated' })).statusCode).toBe(403);
    // Another syndicate's member does not learn the comment exists.
    expect((await edit(w.outsider, w.comment, { body: 'Hello?' })).statusCode).toBe(404);
    const [row] = await db.select().from(comments).where(eq(comments.id, w.comment));
    expect(row!.body).not.toMatch(/Hijacked|Moderated|Hello/);

    const { app } = await getTestApp();
    const list = await app.inject({
      method: 'GET',
      url: `/api/comments?post.id[]=${w.post}`,
      headers: await loginAs(app, w.manager),
    });
    const mine = list.json<{ data: Array<{ id: number; permissions: object }> }>().data;
    expect(mine.find((c) => c.id === w.comment)?.permissions).toEqual({ delete: true, edit: false });
  });

  it('applies creation’s rules: empty and too long are refused with the SPEC messages, nothing saved', async () => {
    const { db } = await getTestApp();
    const [before] = await db.select().from(comments).where(eq(comments.id, w.comment));
    const empty = await edit(w.author, w.comment, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations).toEqual([
      { propertyPath: 'body', message: 'Please add a comment before submission' },
    ]);
    const long = await edit(w.author, w.comment, { body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().violations).toEqual([{ propertyPath: 'body', message: COMMENT_TOO_LONG_MESSAGE }]);
    const [after] = await db.select().from(comments).where(eq(comments.id, w.comment));
    expect(after!.body).toBe(before!.body);
  });

  it('a deleted comment cannot be edited', async () => {
    const { db } = await getTestApp();
    const gone = await buildComment(db, { postId: w.post, authorId: w.author.id, deletedAt: new Date() });
    expect((await edit(w.author, gone.id, { body: 'Back from the dead' })).statusCode).toBe(404);
  });
});
