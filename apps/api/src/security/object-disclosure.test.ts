/**
 * Security suite (issue 14 cases 11 and 13; ASVS 5.0 V8.2.2 object-level authorization, V8.2.3
 * field-level access): a manager cannot enrol an arbitrary user id (and so learn their e-mail), and a
 * signed-in join request carries the account's own e-mail, whatever the form said.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinRequests, memberships } from '../db/schema/index.js';
import { MEMBERSHIP_NEEDS_JOIN_REQUEST_MESSAGE } from '../routes/admin/memberships.routes.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildJoinRequest, buildMembership, buildSyndicate, buildUser } from '../test/factories.js';

async function managerOfNewSyndicate() {
  const { app, db } = await getTestApp();
  const syndicate = await buildSyndicate(db);
  const manager = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
  await buildMembership(db, { userId: manager.id, syndicateId: syndicate.id, role: 'manager' });
  return { syndicate, headers: await loginAs(app, manager) };
}

describe('POST /api/admin/memberships by a manager', () => {
  it('refuses a user id without a pending join request, and the answer reveals nothing about the user', async () => {
    const { app, db } = await getTestApp();
    const { syndicate, headers } = await managerOfNewSyndicate();
    const stranger = await buildUser(db, { email: 'private.person@example.com' });
    for (const userId of [stranger.id, 987654]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/memberships',
        headers,
        payload: { userId, syndicateId: syndicate.id, role: 'member' },
      });
      expect(res.statusCode, String(userId)).toBe(422);
      expect(res.json().violations).toEqual([{ propertyPath: 'userId', message: MEMBERSHIP_NEEDS_JOIN_REQUEST_MESSAGE }]);
      expect(res.body).not.toContain('private.person');
    }
    expect(await db.$count(memberships, eq(memberships.userId, stranger.id))).toBe(0);
  });

  it('adds someone who asked to join that syndicate', async () => {
    const { app, db } = await getTestApp();
    const { syndicate, headers } = await managerOfNewSyndicate();
    const applicant = await buildUser(db);
    await buildJoinRequest(db, { syndicateId: syndicate.id, userId: applicant.id, email: applicant.email, status: 'pending' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/memberships',
      headers,
      payload: { userId: applicant.id, syndicateId: syndicate.id, role: 'member' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('a signed-in join request', () => {
  it("uses the account's own e-mail, not one from the form", async () => {
    const { app, db } = await getTestApp();
    const syndicate = await buildSyndicate(db, { name: 'Own Address Racing' });
    const user = await buildUser(db, { email: 'applicant.self@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/syndicate-user-join-requests',
      remoteAddress: '198.51.100.201',
      headers: await loginAs(app, user),
      payload: { syndicate: syndicate.id, email: 'victim@example.com', firstname: 'Ann' },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await db.select().from(joinRequests).where(eq(joinRequests.userId, user.id));
    expect(stored!.email).toBe('applicant.self@example.com');
    expect(res.body).not.toContain('victim@example.com');
  });
});
