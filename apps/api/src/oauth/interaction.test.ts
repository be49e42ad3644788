/**
 * The sign-in and registration pages: accessible forms with SPEC §5 messages, registration that signs the
 * new user in, one generic answer for wrong credentials, throttling, and posts bound to the interaction.
 */
import { FORM_ERROR_TEXT, FORM_ERROR_TITLE, PASSWORD_MESSAGES, TERMS_REQUIRED_MESSAGE, requiredMessage } from '@stride/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildUser } from '../test/factories.js';
import { browserFor, exchangeCode, followToClient, postForm, startSignIn, type Browser } from '../test/oauth-flow.js';
import { EMAIL_UNAVAILABLE_MESSAGE, INVALID_CREDENTIALS_MESSAGE, THROTTLED_MESSAGE } from './interaction.routes.js';

const PASSWORD = 'Canter#Field77';

async function newBrowser(): Promise<Browser> {
  const { app } = await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
  return browserFor(app);
}

beforeAll(async () => {
  const { db } = await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
  await buildUser(db, { email: 'owner@example.com', passwordHash: await hashPassword(PASSWORD) });
});

describe('login page', () => {
  it('is a labelled, script-free form posting to its own interaction', async () => {
    const b = await newBrowser();
    const { page, interaction } = await startSignIn(b);
    expect(page).toContain('<label for="f-email">Email address</label>');
    expect(page).toContain('<label for="f-password">Password</label>');
    expect(page).toContain(`action="${interaction}/login"`);
    expect(page).toContain(`href="${interaction}?screen=register"`);
    expect(page).not.toContain('<script');
    expect(page).toContain('#F36A81');
    // Browsers send the real Origin on the form post (checked by sameOrigin) only under this policy.
    expect((await b.fetch(interaction)).headers.get('referrer-policy')).toBe('same-origin');
  });

  it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    const wrongPassword = await postForm(b, interaction, 'login', { email: 'owner@example.com', password: 'Wrong#Pass123' });
    const unknownEmail = await postForm(b, interaction, 'login', { email: 'nobody@example.com', password: 'Wrong#Pass123' });
    const pages: string[] = [];
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain(FORM_ERROR_TITLE);
      expect(html).toContain(INVALID_CREDENTIALS_MESSAGE);
      expect(html).not.toContain('Wrong#Pass123');
      pages.push(html.replace(/owner@example\.com|nobody@example\.com/, 'EMAIL'));
    }
    // The e-mail is kept in the form, the password never; otherwise the two answers are identical.
    expect(pages[0]).toContain('value="EMAIL"');
    expect(pages[0]).toBe(pages[1]);
  });

  it('shows the SPEC messages for empty fields', async () => {
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    const res = await postForm(b, interaction, 'login', { email: '', password: '' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(FORM_ERROR_TEXT);
    expect(html).toContain(requiredMessage('email address'));
    expect(html).toContain(requiredMessage('password'));
    expect(html).toContain('aria-invalid="true"');
  });

  it('locks an account out after four free failures, even for the right password, but not other accounts', async () => {
    const { db } = await getTestApp();
    await buildUser(db, { email: 'target@example.com', passwordHash: await hashPassword(PASSWORD) });
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await postForm(b, interaction, 'login', { email: 'TARGET@example.com', password: `Guess#${i}abcdef` })).status);
    }
    // Four free tries, the fifth failure starts the back-off.
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await postForm(b, interaction, 'login', { email: 'target@example.com', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.text()).toContain(THROTTLED_MESSAGE);
    // Another account from the same IP is not locked by that.
    const other = await postForm(b, interaction, 'login', { email: 'owner@example.com', password: PASSWORD });
    expect(other.status).toBe(303);
  });

  it('refuses a form posted from another site or without the interaction cookie', async () => {
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    const control = await postForm(b, interaction, 'login', { email: 'owner@example.com', password: PASSWORD });
    expect(control.status).toBe(303);
    const b2 = await newBrowser();
    const started = await startSignIn(b2);
    const forged = await fetch(`${b2.base}${started.interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: b2.jar.header(), origin: 'https://evil.example' },
      body: new URLSearchParams({ email: 'owner@example.com', password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const noCookie = await fetch(`${b2.base}${started.interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'owner@example.com', password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(noCookie.status).toBe(400);
    expect(await noCookie.text()).toContain('Sign-in expired');
  });
});

describe('registration', () => {
  it('starts on the register page from /register and keeps the flow when switching to login', async () => {
    const b = await newBrowser();
    const { page, interaction } = await startSignIn(b, { screen: 'register' });
    expect(page).toContain('<h1>Sign up</h1>');
    expect(page).toContain('name="terms"');
    expect(page).toContain(`href="${interaction}?screen=login"`);
    const login = await b.fetch(`${interaction}?screen=login`);
    expect(await login.text()).toContain('<h1>Log in</h1>');
  });

  it('shows field errors, then creates the account, signs it in and returns a code', async () => {
    const { db } = await getTestApp();
    const b = await newBrowser();
    const started = await startSignIn(b, { screen: 'register' });
    const invalid = await postForm(b, started.interaction, 'register', {
      firstname: '',
      lastname: 'Walsh',
      email: 'not-an-email',
      password: 'short',
    });
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toContain(FORM_ERROR_TITLE);
    expect(html).toContain(requiredMessage('first name'));
    expect(html).toContain('Email incorrect format');
    expect(html).toContain(PASSWORD_MESSAGES.tooShort);
    expect(html).toContain(TERMS_REQUIRED_MESSAGE);
    expect(html).toContain('value="Walsh"');

    const ok = await postForm(b, started.interaction, 'register', {
      firstname: 'Aoife',
      lastname: 'Walsh',
      email: 'Aoife.Walsh@Example.com',
      password: PASSWORD,
      terms: 'on',
    });
    const back = await followToClient(b, ok);
    expect(back.searchParams.get('state')).toBe(started.state);
    const tokens = await exchangeCode(b, back.searchParams.get('code')!, started.verifier);
    expect(tokens.status).toBe(200);

    const [created] = await db.select().from(users).where(eq(users.email, 'Aoife.Walsh@Example.com'));
    expect(created).toMatchObject({ firstname: 'Aoife', lastname: 'Walsh', roles: ['ROLE_USER'] });
    expect(created!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(created!.passwordHash, PASSWORD)).toBe(true);
  });

  it('refuses an e-mail already used in another letter case, without creating a second account', async () => {
    const { db } = await getTestApp();
    const b = await newBrowser();
    const { interaction } = await startSignIn(b, { screen: 'register' });
    const res = await postForm(b, interaction, 'register', {
      firstname: 'Other',
      lastname: 'Person',
      email: 'OWNER@EXAMPLE.COM',
      password: PASSWORD,
      terms: 'on',
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(EMAIL_UNAVAILABLE_MESSAGE);
    const [row] = await db.select({ n: count() }).from(users).where(sql`lower(${users.email}) = 'owner@example.com'`);
    expect(row!.n).toBe(1);
  });
});
