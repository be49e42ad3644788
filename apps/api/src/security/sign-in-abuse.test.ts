/**
 * Security suite (issue 14 cases 7 and 12; ASVS 5.0 V6.3.1 brute force without lock-out abuse, V6.3.8
 * no account enumeration): failures from many IPs never lock the owner out — locks are per IP and per
 * account+IP pair, the account alone is only slowed — and "Forgot your password?" answers the same
 * way, with the same work before the answer, whether or not the address has an account.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { accountSlowdownMs, slowdownMs, throttleKeys } from '../oauth/throttle.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildUser } from '../test/factories.js';
import { browserFor, startSignIn, type Browser } from '../test/oauth-flow.js';

const PASSWORD = 'Canter#Field77';

beforeAll(async () => {
  const { db } = await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
  await buildUser(db, { email: 'victim@example.com', passwordHash: await hashPassword(PASSWORD) });
  await buildUser(db, { email: 'has.account@example.com', passwordHash: await hashPassword(PASSWORD) });
});

async function newBrowser(): Promise<Browser> {
  const { app } = await getTestApp();
  return browserFor(app);
}

/** Posts an interaction form as if from `ip` (the test client is a trusted proxy, like a load balancer). */
function postFrom(b: Browser, interaction: string, form: 'login' | 'forgot', ip: string, fields: Record<string, string>) {
  return b.fetch(`${interaction}/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('sign-in throttling cannot lock a victim out', () => {
  it('lets the owner in with the right password after wrong ones from five other IPs', async () => {
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    for (let i = 0; i < 5; i += 1) {
      const res = await postFrom(b, interaction, 'login', `203.0.113.${10 + i}`, { email: 'victim@example.com', password: `Guess#${i}abcdef` });
      expect(res.status).toBe(401);
    }
    const owner = await postFrom(b, interaction, 'login', '198.51.100.77', { email: 'victim@example.com', password: PASSWORD });
    expect(owner.status).toBe(303);
  });

  it('still locks one IP guessing one account, and slows (never locks) an account guessed from everywhere', async () => {
    const { app } = await getTestApp();
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    for (let i = 0; i < 5; i += 1) {
      await postFrom(b, interaction, 'login', '203.0.113.99', { email: 'pair@example.com', password: `Guess#${i}abcdef` });
    }
    const locked = await postFrom(b, interaction, 'login', '203.0.113.99', { email: 'pair@example.com', password: 'Guess#Zabcdef' });
    expect(locked.status).toBe(429);

    expect(slowdownMs(10)).toBe(0);
    expect(slowdownMs(11)).toBe(500);
    expect(slowdownMs(100)).toBe(8_000);
    const keys = throttleKeys('192.0.2.1', 'spread@example.com');
    for (let i = 0; i < 11; i += 1) {
      await postFrom(b, interaction, 'login', `192.0.2.${100 + i}`, { email: 'spread@example.com', password: `Guess#${i}abcdef` });
    }
    expect(await accountSlowdownMs(app.oauth.throttle, keys)).toBe(500);
  });
});

describe('"Forgot your password?" does not tell whether an address has an account', () => {
  it('answers identically and does the account work only after the answer', async () => {
    const { app, db } = await getTestApp();
    const b = await newBrowser();
    const { interaction } = await startSignIn(b);
    const emit = vi.spyOn(app.events, 'emit');
    const known = await postFrom(b, interaction, 'forgot', '198.51.100.90', { email: 'has.account@example.com' });
    const unknown = await postFrom(b, interaction, 'forgot', '198.51.100.91', { email: 'no.account@example.com' });
    expect(known.status).toBe(unknown.status);
    const normalise = (html: string) => html.replaceAll('has.account@example.com', 'X').replaceAll('no.account@example.com', 'X');
    expect(normalise(await known.text())).toBe(normalise(await unknown.text()));
    // Both requests only hand the address on; the lookup, the code and the mail come after.
    expect(emit.mock.calls.filter(([name]) => name === 'passwordReset.requested')).toEqual([
      ['passwordReset.requested', { email: 'has.account@example.com' }],
      ['passwordReset.requested', { email: 'no.account@example.com' }],
    ]);
    emit.mockRestore();
    await app.events.drain();
    const mails = await db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'password-reset')));
    expect(mails.filter((m) => m.to === 'has.account@example.com')).toHaveLength(1);
    expect(mails.filter((m) => m.to === 'no.account@example.com')).toHaveLength(0);
  });
});
