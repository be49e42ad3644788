/**
 * The account endpoints: own-profile merge patch (never roles), roles, password change and deletion, each
 * revoking what it must; the deletion job anonymises within one run and is idempotent.
 */
import { EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE, decodeJwtPayload, requiredMessage, type User as UserJson } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, oauthKv, profileDeletionRequests, removedUserReasons, users } from '../../db/schema/index.js';
import { anonymisedEmail, processDueDeletions } from '../../jobs/account-deletion.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildMembership, buildSyndicate, buildUser } from '../../test/factories.js';
import { browserFor, exchangeCode, signIn, tokenRequest } from '../../test/oauth-flow.js';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './users.routes.js';

const PASSWORD = 'Paddock#Ready11';
const NEW_PASSWORD = 'Winning#Post22';
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

describe('PATCH /api/users/{id}', () => {
  it('changes the owner\'s profile fields and answers the new user, ignoring roles and ids', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, { phone: '+353 87 555 1234' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { ...(await loginAs(app, user)), ...MERGE_PATCH },
      payload: JSON.stringify({ firstname: 'Niamh', city: 'Cork', phone: null, contactByPhone: false, roles: ['ROLE_SUPER_ADMIN'], id: 1, deletedAt: null }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<UserJson>();
    expect(body).toMatchObject({ id: user.id, firstname: 'Niamh', city: 'Cork', phone: null, contactByPhone: false, roles: ['ROLE_USER'] });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstname: 'Niamh', city: 'Cork', phone: null, roles: ['ROLE_USER'], lastname: user.lastname });
  });

  it("answers 403 for another user's profile and changes nothing", async () => {
    const { app, db } = await getTestApp();
    const me = await buildUser(db);
    const victim = await buildUser(db, { firstname: 'Victim' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${victim.id}`,
      headers: { ...(await loginAs(app, me)), ...MERGE_PATCH },
      payload: JSON.stringify({ firstname: 'Hacked', roles: ['ROLE_ADMIN'] }),
    });
    expect(res.statusCode).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ firstname: 'Victim', roles: ['ROLE_USER'] });
  });

  it('answers 422 with SPEC messages for invalid fields and a taken e-mail', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    await buildUser(db, { email: 'taken@example.com' });
    const headers = { ...(await loginAs(app, user)), ...MERGE_PATCH };
    const invalid = await app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers, payload: JSON.stringify({ firstname: null, email: 'nope' }) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'firstname', message: requiredMessage('first name') },
        { propertyPath: 'email', message: 'Email incorrect format' },
      ]),
    );
    const taken = await app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers, payload: JSON.stringify({ email: 'TAKEN@example.com' }) });
    expect(taken.statusCode).toBe(422);
    // A different address never changes by PATCH (decision 020: users/email-change with password and code).
    expect(taken.json().violations).toEqual([{ propertyPath: 'email', message: EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE }]);
  });
});

describe('GET /api/get-user-roles', () => {
  it('answers the effective roles, main role first', async () => {
    const { app, db } = await getTestApp();
    const manager = await buildUser(db, { roles: ['ROLE_MANAGER'] });
    const res = await app.inject({ method: 'GET', url: '/api/get-user-roles', headers: await loginAs(app, manager) });
    expect(res.json()).toEqual({ allRoles: ['ROLE_MANAGER', 'ROLE_USER'] });
  });
});

describe('POST /api/change-password', () => {
  it('refuses a wrong current password with a 422 violation', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, { passwordHash: await hashPassword(PASSWORD) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: await loginAs(app, user),
      payload: { currentPassword: 'Wrong#Password1', newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
  });

  it("stores the new password, cuts every access token and the user's other refresh tokens, keeps this sign-in", async () => {
    const { app, db } = await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    const user = await buildUser(db, { email: 'changer@example.com', passwordHash: await hashPassword(PASSWORD) });
    const here = await browserFor(app);
    const mine = await signIn(here, { email: 'changer@example.com', password: PASSWORD });
    const myTokens = (await exchangeCode(here, mine.code, mine.verifier)).body;
    const elsewhere = await browserFor(app);
    const other = await signIn(elsewhere, { email: 'changer@example.com', password: PASSWORD });
    const otherTokens = (await exchangeCode(elsewhere, other.code, other.verifier)).body;

    const res = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: { authorization: `Bearer ${String(myTokens.access_token)}` },
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);

    for (const access of [myTokens.access_token, otherTokens.access_token]) {
      const check = await app.inject({ method: 'GET', url: '/api/get-user-roles', headers: { authorization: `Bearer ${String(access)}` } });
      expect(check.statusCode).toBe(401);
    }
    const otherRefresh = await tokenRequest(elsewhere, { grant_type: 'refresh_token', client_id: 'stride-web', refresh_token: String(otherTokens.refresh_token) });
    expect(otherRefresh.body.error).toBe('invalid_grant');
    const myRefresh = await tokenRequest(here, { grant_type: 'refresh_token', client_id: 'stride-web', refresh_token: String(myTokens.refresh_token) });
    expect(myRefresh.status).toBe(200);
    const fresh = String(myRefresh.body.access_token);
    expect(decodeJwtPayload(fresh)!.sub).toBe(String(user.id));
    const works = await app.inject({ method: 'GET', url: '/api/get-user-roles', headers: { authorization: `Bearer ${fresh}` } });
    expect(works.statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('lists the reasons, records the request, cuts every token at once, and the job anonymises the account once', async () => {
    const { app, db } = await getTestApp();
    const [reason] = await db.insert(removedUserReasons).values({ label: 'I sold my share', position: 1 }).returning();
    await db.insert(removedUserReasons).values({ label: 'Too many e-mails', position: 2 });
    const user = await buildUser(db, { email: 'leaver@example.com', passwordHash: await hashPassword(PASSWORD), roles: ['ROLE_MEMBER', 'ROLE_USER'] });
    const syndicate = await buildSyndicate(db);
    await buildMembership(db, { userId: user.id, syndicateId: syndicate.id });
    await db.insert(oauthKv).values({ id: 'RefreshToken:abc', model: 'RefreshToken', payload: {}, grantId: 'g1', accountId: String(user.id) });
    const headers = await loginAs(app, user);

    const reasons = await app.inject({ method: 'GET', url: '/api/removed-users-reasons', headers });
    expect(reasons.json<{ data: { label: string }[] }>().data.map((r) => r.label)).toEqual(['I sold my share', 'Too many e-mails']);

    const bad = await app.inject({ method: 'POST', url: '/api/users/profile-deletion-request', headers, payload: { reason: 999_999 } });
    expect(bad.statusCode).toBe(422);

    const res = await app.inject({
      method: 'POST',
      url: '/api/users/profile-deletion-request',
      headers,
      payload: { reason: `/api/removed-users-reasons/${reason!.id}`, reasonText: 'Thanks for everything' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Your account will be deleted within 24 hours.' });
    expect((await app.inject({ method: 'GET', url: '/api/get-user-roles', headers })).statusCode).toBe(401);
    expect(await db.select().from(oauthKv).where(eq(oauthKv.accountId, String(user.id)))).toEqual([]);

    expect(await processDueDeletions(db, new Date(Date.now() + 1000))).toBe(1);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: anonymisedEmail(user.id), firstname: 'Deleted', lastname: 'User', phone: null, passwordHash: null, address: null, roles: ['ROLE_USER'] });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
    const [request] = await db.select().from(profileDeletionRequests).where(eq(profileDeletionRequests.userId, user.id));
    expect(request).toMatchObject({ reasonId: reason!.id, reasonText: 'Thanks for everything' });
    expect(request!.processedAt).toBeInstanceOf(Date);

    // Idempotent: nothing left to do, nothing changes.
    expect(await processDueDeletions(db, new Date(Date.now() + 2000))).toBe(0);
    const [again] = await db.select().from(users).where(eq(users.id, user.id));
    expect(again!.deletedAt).toEqual(row!.deletedAt);
  });
});
