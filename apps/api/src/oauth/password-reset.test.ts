/**
 * "Forgot your password?" on the sign-in pages: one answer whether or not the address has an account, the
 * code only in the e-mail body (outbox), a wrong/used/expired code refused with one message, five tries per
 * code, a new code replacing the old, and a good code setting the password, ending other sign-ins and
 * completing this one. Also how an account created from a visitor's join request gets its first password.
 */
import { RESET_CODE_INVALID_MESSAGE, RESET_CODE_FORMAT_MESSAGE, PASSWORD_MESSAGES } from '@stride/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetCodes, users } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import {
  RESET_CODES_PER_HOUR,
  RESET_CODE_MAX_ATTEMPTS,
  requestPasswordReset,
  resetPassword,
} from '../services/password-reset.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildUser } from '../test/factories.js';
import { browserFor, exchangeCode, followToClient, postForm, startSignIn } from '../test/oauth-flow.js';

const NEW_PASSWORD = 'Furlong#Gallop88';

async function appAndDb() {
  return getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
}

/** The code of the newest reset e-mail to `to`, read from the outbox as the user would read the mail. */
async function codeMailedTo(to: string): Promise<string> {
  const { app, db } = await appAndDb();
  // The code is mailed after the form's answer (decision 020).
  await app.events.drain();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'password-reset')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /(\d{4}) (\d{4})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no reset mail to ${to}`);
  return `${match[1]}${match[2]}`;
}

async function mailsTo(to: string): Promise<number> {
  const { app, db } = await appAndDb();
  await app.events.drain();
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
}

let ownerId: number;
beforeAll(async () => {
  const { db } = await appAndDb();
  const owner = await buildUser(db, {
    email: 'reset.owner@example.com',
    firstname: 'Róisín',
    passwordHash: await hashPassword('Old#Password123'),
  });
  ownerId = owner.id;
});

describe('forgot-password pages', () => {
  it('links from the login page and asks for the address in a labelled, script-free form', async () => {
    const { app } = await appAndDb();
    const b = await browserFor(app);
    const { page, interaction } = await startSignIn(b);
    expect(page).toContain(`href="${interaction}?screen=forgot"`);
    const forgot = await (await b.fetch(`${interaction}?screen=forgot`)).text();
    expect(forgot).toContain('<h1>Forgot your password?</h1>');
    expect(forgot).toContain(`action="${interaction}/forgot"`);
    expect(forgot).toContain('<label for="f-email">Email address</label>');
    expect(forgot).not.toContain('<script');
  });

  it('answers the same for an unknown address and sends no mail; bad input gets the SPEC messages', async () => {
    const { app } = await appAndDb();
    const b = await browserFor(app);
    const { interaction } = await startSignIn(b);
    const empty = await postForm(b, interaction, 'forgot', { email: '' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('Please add an email address before submission');

    const known = await (
      await postForm(b, interaction, 'forgot', { email: 'reset.owner@example.com' })
    ).text();
    const unknown = await (
      await postForm(b, interaction, 'forgot', { email: 'nobody.here@example.com' })
    ).text();
    const normalise = (html: string) =>
      html.replace(/reset\.owner@example\.com|nobody\.here@example\.com/g, 'EMAIL');
    expect(normalise(known)).toBe(normalise(unknown));
    expect(known).toContain('If an account exists for <strong>reset.owner@example.com</strong>');
    expect(known).toContain(`action="${interaction}/reset"`);
    expect(await mailsTo('nobody.here@example.com')).toBe(0);
    expect(await codeMailedTo('reset.owner@example.com')).toMatch(/^\d{8}$/);
  });

  it('refuses a wrong code with one message, then sets the password with the right one and signs in', async () => {
    const { app, db } = await appAndDb();
    const b = await browserFor(app);
    const started = await startSignIn(b);
    await postForm(b, started.interaction, 'forgot', { email: 'reset.owner@example.com' });
    const code = await codeMailedTo('reset.owner@example.com');
    const wrong = code === '00000000' ? '11111111' : '00000000';

    const badFormat = await postForm(b, started.interaction, 'reset', {
      email: 'reset.owner@example.com',
      code: '12ab',
      password: 'weak',
    });
    expect(badFormat.status).toBe(422);
    const badHtml = await badFormat.text();
    expect(badHtml).toContain(RESET_CODE_FORMAT_MESSAGE);
    expect(badHtml).toContain(PASSWORD_MESSAGES.tooShort);

    const refused = await postForm(b, started.interaction, 'reset', {
      email: 'reset.owner@example.com',
      code: wrong,
      password: NEW_PASSWORD,
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(RESET_CODE_INVALID_MESSAGE);

    const [before] = await db.select().from(users).where(eq(users.id, ownerId));
    const ok = await postForm(b, started.interaction, 'reset', {
      email: 'Reset.Owner@Example.com',
      code: `${code.slice(0, 4)} ${code.slice(4)}`,
      password: NEW_PASSWORD,
    });
    const back = await followToClient(b, ok);
    expect(back.searchParams.get('state')).toBe(started.state);
    expect((await exchangeCode(b, back.searchParams.get('code')!, started.verifier)).status).toBe(200);

    const [after] = await db.select().from(users).where(eq(users.id, ownerId));
    expect(await verifyPassword(after!.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(after!.passwordHash, 'Old#Password123')).toBe(false);
    // Every earlier access token is cut (token version bumped).
    expect(after!.tokenVersion).toBeGreaterThan(before!.tokenVersion);

    // The code is used up.
    // (A new browser: this one is signed in now, so it would not see the sign-in pages.)
    const other = await browserFor(app);
    const again = await postForm(other, (await startSignIn(other)).interaction, 'reset', {
      email: 'reset.owner@example.com',
      code,
      password: 'Another#Password99',
    });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain(RESET_CODE_INVALID_MESSAGE);
  });
});

describe('reset codes', () => {
  it(`survive ${RESET_CODE_MAX_ATTEMPTS} wrong tries, not more, even with the right code after`, async () => {
    const { db } = await appAndDb();
    const user = await buildUser(db, { email: 'tries@example.com' });
    expect(await requestPasswordReset(db, 'tries@example.com')).toBe(true);
    const code = await codeMailedTo('tries@example.com');
    const wrong = code === '99999999' ? '88888888' : '99999999';
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      expect(
        await resetPassword(db, { email: 'tries@example.com', code: wrong, password: NEW_PASSWORD }),
      ).toBe('invalid');
    }
    expect(await resetPassword(db, { email: 'tries@example.com', code, password: NEW_PASSWORD })).toBe(
      'invalid',
    );
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash === null || !(await verifyPassword(row!.passwordHash, NEW_PASSWORD))).toBe(true);
  });

  it('expire, and a newer code replaces the older one', async () => {
    const { db } = await appAndDb();
    await buildUser(db, { email: 'expiry@example.com' });
    const sentAt = new Date('2026-11-23T10:00:00Z');
    await requestPasswordReset(db, 'expiry@example.com', sentAt);
    const first = await codeMailedTo('expiry@example.com');
    const late = new Date(sentAt.getTime() + 31 * 60_000);
    expect(
      await resetPassword(db, { email: 'expiry@example.com', code: first, password: NEW_PASSWORD }, late),
    ).toBe('invalid');

    await requestPasswordReset(db, 'expiry@example.com', late);
    const second = await codeMailedTo('expiry@example.com');
    await requestPasswordReset(db, 'expiry@example.com', late);
    const third = await codeMailedTo('expiry@example.com');
    if (second !== third) {
      expect(
        await resetPassword(db, { email: 'expiry@example.com', code: second, password: NEW_PASSWORD }, late),
      ).toBe('invalid');
    }
    const done = await resetPassword(
      db,
      { email: 'expiry@example.com', code: third, password: NEW_PASSWORD },
      late,
    );
    expect(done).not.toBe('invalid');
  });

  it(`are sent at most ${RESET_CODES_PER_HOUR} times an hour per account, and never to a disabled account`, async () => {
    const { db } = await appAndDb();
    await buildUser(db, { email: 'flood@example.com' });
    const now = new Date('2026-11-23T12:00:00Z');
    for (let i = 0; i < RESET_CODES_PER_HOUR; i += 1) {
      expect(await requestPasswordReset(db, 'flood@example.com', now)).toBe(true);
    }
    expect(await requestPasswordReset(db, 'flood@example.com', now)).toBe(false);
    expect(await mailsTo('flood@example.com')).toBe(RESET_CODES_PER_HOUR);

    await buildUser(db, { email: 'disabled@example.com', disabledAt: new Date() });
    expect(await requestPasswordReset(db, 'disabled@example.com')).toBe(false);
    expect(await mailsTo('disabled@example.com')).toBe(0);
  });

  it('store only a hash of the code', async () => {
    const { db } = await appAndDb();
    const user = await buildUser(db, { email: 'hash@example.com' });
    await requestPasswordReset(db, 'hash@example.com');
    const code = await codeMailedTo('hash@example.com');
    const rows = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('give an account created from an accepted visitor request (no password) its first password', async () => {
    const { db } = await appAndDb();
    await buildUser(db, { email: 'invited@example.com', passwordHash: null });
    await requestPasswordReset(db, 'invited@example.com');
    const code = await codeMailedTo('invited@example.com');
    const user = await resetPassword(db, { email: 'invited@example.com', code, password: NEW_PASSWORD });
    expect(user).not.toBe('invalid');
    expect(await verifyPassword((user as { passwordHash: string }).passwordHash, NEW_PASSWORD)).toBe(true);
  });
});
