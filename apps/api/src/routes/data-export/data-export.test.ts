import { DATA_EXPORT_PER_HOUR } from '@stride/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildChat,
  buildComment,
  buildMembership,
  buildMessage,
  buildPost,
  buildPostAsset,
  buildPostLike,
  buildSyndicate,
  buildUser,
} from '../../test/factories.js';

describe('GET /api/users/me/data-export (Download my data, issue 18 item 11)', () => {
  it("answers the user's own data as a JSON file, without secrets, and writes the audit log", async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, {
      roles: ['ROLE_MEMBER'],
      firstname: 'Aoife',
      email: 'aoife.export@stride.test',
    });
    const other = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    const syndicate = await buildSyndicate(db, { name: 'Export Racing' });
    await buildMembership(db, { userId: user.id, syndicateId: syndicate.id });
    const post = await buildPost(db, { syndicateId: syndicate.id, authorId: user.id });
    await buildPostAsset(db, { postId: post.id, originalName: 'Gallops.jpg' });
    await buildComment(db, { postId: post.id, authorId: user.id, body: 'Great run!' });
    await buildComment(db, { postId: post.id, authorId: other.id, body: 'Not mine' });
    await buildPostLike(db, post.id, user.id);
    const chat = await buildChat(db, { syndicateId: syndicate.id, memberIds: [user.id, other.id] });
    await buildMessage(db, { chatId: chat.id, authorId: user.id, body: 'When is the next race?' });

    const res = await app.inject({
      method: 'GET',
      url: '/api/users/me/data-export',
      headers: await loginAs(app, user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="stride-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = res.json();
    expect(body.profile).toMatchObject({
      id: user.id,
      firstname: 'Aoife',
      email: 'aoife.export@stride.test',
    });
    expect(body.profile).not.toHaveProperty('passwordHash');
    expect(body.profile).not.toHaveProperty('tokenVersion');
    expect(body.memberships).toEqual([
      expect.objectContaining({ syndicate: 'Export Racing', syndicateId: syndicate.id }),
    ]);
    expect(body.comments.map((c: { body: string }) => c.body)).toEqual(['Great run!']);
    expect(body.messages.map((m: { body: string }) => m.body)).toEqual(['When is the next race?']);
    expect(body.likes).toEqual([expect.objectContaining({ postId: post.id })]);
    expect(body.uploads).toEqual([expect.objectContaining({ postId: post.id, originalName: 'Gallops.jpg' })]);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: user.id, entity: 'user' });
  });

  it('is for signed-in users only', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/me/data-export',
      headers: await anonymousHeaders(app),
    });
    expect(res.statusCode).toBe(403);
  });

  it(`is rate limited to ${DATA_EXPORT_PER_HOUR} exports an hour`, async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, { roles: ['ROLE_USER'] });
    const headers = { ...(await loginAs(app, user)), 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i <= DATA_EXPORT_PER_HOUR; i += 1) {
      statuses.push(
        (
          await app.inject({
            method: 'GET',
            url: '/api/users/me/data-export',
            headers,
            remoteAddress: '203.0.113.77',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, DATA_EXPORT_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
