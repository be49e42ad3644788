import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { joinRequests, mailOutbox, users } from '../../db/schema/index.js';
import { buildMembership, buildSyndicate, buildUser } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';

let ids: { shown: number; hidden: number; managed: number; managerEmails: string[] };
let nextIp = 10;

async function send(url: string, payload: unknown, headers: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: `198.51.100.${nextIp++}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function anonymous(payload: unknown) {
  const { app } = await getTestApp();
  return send('/api/syndicate-anonymous-join-requests', payload, await anonymousHeaders(app));
}

async function mailsTo(to: string) {
  const { db } = await getTestApp();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

beforeAll(async () => {
  const { db } = await getTestApp();
  const shown = await buildSyndicate(db, { name: 'Green Door Racing' });
  const hidden = await buildSyndicate(db, { showOnSite: false });
  const managed = await buildSyndicate(db, { name: 'Silver Birch Partnership' });
  const managerA = await buildUser(db, { roles: ['ROLE_MANAGER'], email: 'manager.a@example.com' });
  const managerB = await buildUser(db, { roles: ['ROLE_MANAGER'], email: 'manager.b@example.com' });
  const gone = await buildUser(db, {
    roles: ['ROLE_MANAGER'],
    email: 'gone@example.com',
    disabledAt: new Date(),
  });
  for (const m of [managerA, managerB, gone])
    await buildMembership(db, { userId: m.id, syndicateId: managed.id, role: 'manager' });
  ids = {
    shown: shown.id,
    hidden: hidden.id,
    managed: managed.id,
    managerEmails: [managerA.email, managerB.email],
  };
});

describe('POST /api/syndicate-anonymous-join-requests', () => {
  const valid = () => ({
    firstname: ' Ciara ',
    lastname: 'Walsh',
    email: 'ciara.walsh@example.com',
    phoneNumber: '+353 87 123 4567',
    syndicate: `/api/syndicates/${ids.shown}`,
  });

  it('stores a pending request and tells the team when the syndicate has no manager', async () => {
    const before = (await mailsTo('team@stride.example')).length;
    const res = await anonymous(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      syndicate: `/api/syndicates/${ids.shown}`,
      status: 'pending',
      firstname: 'Ciara',
      lastname: 'Walsh',
      email: 'ciara.walsh@example.com',
      phoneNumber: '+353 87 123 4567',
      createdAt: expect.any(String),
    });
    const { db } = await getTestApp();
    const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, res.json().id));
    expect(row).toMatchObject({
      kind: 'anonymous',
      userId: null,
      syndicateId: ids.shown,
      phone: '+353 87 123 4567',
    });
    const mails = await mailsTo('team@stride.example');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({
      subject: 'New join request for Green Door Racing',
      template: 'join-request',
    });
    expect(mails.at(-1)!.text).toContain('Ciara Walsh would like to hear about joining Green Door Racing.');
    expect(mails.at(-1)!.text).toContain('Review the request: http://localhost:3000/admin/');
  });

  it('mails each active manager of the syndicate, never a disabled one', async () => {
    const res = await anonymous({ ...valid(), syndicate: ids.managed, phoneNumber: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().phoneNumber).toBeNull();
    for (const email of ids.managerEmails) expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo('gone@example.com')).toHaveLength(0);
  });

  it('reports violations on firstname, lastname, email and phone with the SPEC messages', async () => {
    const res = await anonymous({
      firstname: '',
      lastname: '  ',
      email: 'nope@',
      phoneNumber: '12345',
      syndicate: ids.shown,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 422,
      message: 'Validation failed',
      violations: [
        { propertyPath: 'firstname', message: 'Please add a first name before submission' },
        { propertyPath: 'lastname', message: 'Please add a last name before submission' },
        { propertyPath: 'email', message: 'Email incorrect format' },
        { propertyPath: 'phone', message: 'Phone number must be between 10 and 20 characters' },
      ],
    });
    const long = await anonymous({ ...valid(), phoneNumber: '1'.repeat(21), email: '' });
    expect(long.json().violations).toEqual([
      { propertyPath: 'email', message: 'Please add an email address before submission' },
      { propertyPath: 'phone', message: 'Phone number must be between 10 and 20 characters' },
    ]);
  });

  it('refuses a missing, unknown or hidden syndicate on the syndicate field', async () => {
    const missing = await anonymous({ ...valid(), syndicate: undefined });
    expect(missing.json().violations).toEqual([
      { propertyPath: 'syndicate', message: 'Please add a syndicate before submission' },
    ]);
    for (const syndicate of [999_999, ids.hidden, `/api/horses/${ids.shown}`]) {
      const res = await anonymous({ ...valid(), syndicate });
      expect(res.statusCode, String(syndicate)).toBe(422);
      expect(res.json().violations[0].propertyPath).toBe('syndicate');
    }
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const body of [[], 'x', null, { firstname: { $gt: '' } }]) {
      const res = await anonymous(body);
      expect([400, 415, 422], JSON.stringify(body)).toContain(res.statusCode);
    }
  });

  it('is rate-limited per IP', async () => {
    const { app } = await getTestApp();
    const headers = await anonymousHeaders(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/syndicate-anonymous-join-requests',
        remoteAddress: '192.0.2.77',
        headers,
        payload: valid(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/syndicate-user-join-requests', () => {
  it('prefills the request from the profile and keeps one pending request per syndicate', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, {
      firstname: 'Niamh',
      lastname: 'Kelly',
      phone: '+353861234567',
      city: 'Cork',
    });
    const headers = await loginAs(app, user);
    const first = await send(
      '/api/syndicate-user-join-requests',
      { syndicate: `/api/syndicates/${ids.managed}` },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      firstname: 'Niamh',
      lastname: 'Kelly',
      email: user.email,
      phoneNumber: '+353861234567',
      status: 'pending',
    });
    const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, first.json().id));
    expect(row).toMatchObject({
      kind: 'user',
      userId: user.id,
      city: 'Cork',
      countryCode: 'IE',
      dateOfBirth: '1985-06-15',
    });

    const mailsAfterFirst = (await mailsTo(ids.managerEmails[0]!)).length;
    const again = await send('/api/syndicate-user-join-requests', { syndicate: ids.managed }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await mailsTo(ids.managerEmails[0]!)).toHaveLength(mailsAfterFirst);
    const pending = await db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.userId, user.id), eq(joinRequests.syndicateId, ids.managed)));
    expect(pending).toHaveLength(1);
  });

  it('lets the form override profile fields, validated with the join form rules', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const headers = await loginAs(app, user);
    const res = await send(
      '/api/syndicate-user-join-requests',
      { syndicate: ids.shown, phone: '+353 1 555 0100', city: 'Galway' },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, res.json().id));
    expect(row).toMatchObject({ phone: '+353 1 555 0100', city: 'Galway', firstname: user.firstname });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.city).toBe(user.city);

    const bad = await send(
      '/api/syndicate-user-join-requests',
      { syndicate: ids.shown, email: 'x', phone: '1', dateOfBirth: '2020-01-01' },
      headers,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([
      { propertyPath: 'email', message: 'Email incorrect format' },
      { propertyPath: 'phone', message: 'Phone number must be between 10 and 20 characters' },
      { propertyPath: 'dateOfBirth', message: 'You must be at least 18 years old' },
    ]);
  });

  it('refuses members of the syndicate, hidden syndicates and anonymous callers', async () => {
    const { app, db } = await getTestApp();
    const member = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    await buildMembership(db, { userId: member.id, syndicateId: ids.shown });
    const headers = await loginAs(app, member);
    const already = await send('/api/syndicate-user-join-requests', { syndicate: ids.shown }, headers);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ code: 409, message: 'You are already a member of this syndicate' });
    const hidden = await send('/api/syndicate-user-join-requests', { syndicate: ids.hidden }, headers);
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().violations).toEqual([
      { propertyPath: 'syndicate', message: 'Please choose a syndicate from the list' },
    ]);
    const anon = await send(
      '/api/syndicate-user-join-requests',
      { syndicate: ids.shown },
      await anonymousHeaders(app),
    );
    expect(anon.statusCode).toBe(403);
  });
});
