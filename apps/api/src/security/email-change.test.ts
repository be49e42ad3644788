/**
 * Security suite (issue 14 case 1; ASVS 5.0 V6.2.? / V7.1 "re-authentication before sensitive changes",
 * V6.3.7 "notify on account changes", V7.4.3 "other sessions end"): a stolen bearer token cannot change
 * the account's e-mail. The change needs the current password and the code sent to the new address; the
 * old address is told; every other sign-in ends.
 */
import { EMAIL_CHANGE_CODE_INVALID_MESSAGE, EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE } from '@stride/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildUser } from '../test/factories.js';
import { TEST_REDIRECT_URI, browserFor, exchangeCode, signIn, tokenRequest, type Browser } from '../test/oauth-flow.js';

const PASSWORD = 'Paddock#Ready11';
const JSON_TYPE = { 'content-type': 'application/json' };

beforeAll(async () => {
  await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
});

async function codeMailedTo(to: string): Promise<string> {
  const { db } = await getTestApp();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'email-change-code')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /(\d{4}) (\d{4})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no code mail to ${to}`);
  return `${match[1]}${match[2]}`;
}

async function signedIn(email: string): Promise<{ browser: Browser; access: string; refresh: string }> {
  const { app } = await getTestApp();
  const browser = await browserFor(app);
  const { code, verifier } = await signIn(browser, { email, password: PASSWORD });
  const tokens = await exchangeCode(browser, code, verifier);
  return { browser, access: String(tokens.body.access_token), refresh: String(tokens.body.refresh_token) };
}

async function post(url: string, token: string, body: unknown) {
  const { app } = await getTestApp();
  return app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, ...JSON_TYPE }, payload: JSON.stringify(body) });
}

describe('changing the account e-mail', () => {
  it('is refused with only a bearer token (PATCH users/{id})', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, { email: 'patch.owner@example.com', passwordHash: await hashPassword(PASSWORD) });
    const { access } = await signedIn('patch.owner@example.com');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ email: 'attacker@example.com', firstname: 'Still' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'email', message: EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE }]);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('patch.owner@example.com');
    // The same address (any case) with other fields still saves the settings form.
    const same = await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ email: 'Patch.Owner@example.com', firstname: 'Saved' }),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: 'patch.owner@example.com', firstname: 'Saved' });
  });

  it('needs the current password, then the code sent to the new address; tells the old address; ends other sign-ins', async () => {
    const { db } = await getTestApp();
    const user = await buildUser(db, { email: 'mover@example.com', passwordHash: await hashPassword(PASSWORD), firstname: 'Mo' });
    const mine = await signedIn('mover@example.com');
    const elsewhere = await signedIn('mover@example.com');

    const wrongPassword = await post('/api/users/email-change', mine.access, { email: 'moved@example.com', currentPassword: 'Guess#Guess1' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().violations[0].propertyPath).toBe('currentPassword');
    const noPassword = await post('/api/users/email-change', mine.access, { email: 'moved@example.com' });
    expect(noPassword.statusCode).toBe(422);

    const asked = await post('/api/users/email-change', mine.access, { email: 'moved@example.com', currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(202);
    const code = await codeMailedTo('moved@example.com');
    // Nothing changed yet.
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe('mover@example.com');

    const wrongCode = await post('/api/users/email-change/confirm', mine.access, { code: code === '00000000' ? '11111111' : '00000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().violations).toEqual([{ propertyPath: 'code', message: EMAIL_CHANGE_CODE_INVALID_MESSAGE }]);

    const done = await post('/api/users/email-change/confirm', mine.access, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: 'moved@example.com' });
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe('moved@example.com');

    const told = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'mover@example.com'), eq(mailOutbox.template, 'email-changed')));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('moved@example.com');

    // The other device's sign-in is over; this one refreshes and carries on.
    const other = await tokenRequest(elsewhere.browser, { grant_type: 'refresh_token', client_id: 'stride-web', redirect_uri: TEST_REDIRECT_URI, refresh_token: elsewhere.refresh });
    expect(other.body.error).toBe('invalid_grant');
    const { app } = await getTestApp();
    expect((await app.inject({ url: '/oauth/v2/user-info', headers: { authorization: `Bearer ${elsewhere.access}` } })).statusCode).toBe(401);
    const own = await tokenRequest(mine.browser, { grant_type: 'refresh_token', client_id: 'stride-web', redirect_uri: TEST_REDIRECT_URI, refresh_token: mine.refresh });
    expect(own.status).toBe(200);

    // The code worked once.
    const again = await post('/api/users/email-change/confirm', String(own.body.access_token), { code });
    expect(again.statusCode).toBe(422);
  });
});
