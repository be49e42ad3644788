/**
 * "Forgot your password?" end to end: a person with an account asks for a code on the log-in page, the
 * e-mail really leaves through SMTP (an smtp-server sink plays the mailbox), the code typed with a new
 * password signs them in on the site, and the old password no longer works. It runs on a throwaway copy
 * of the product, the only one configured with SMTP_URL.
 */
import type { AddressInfo } from 'node:net';
import { type Page, expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { API_PORT, WEB_PORT } from '../env';
import { type ThrowawayProduct, startThrowawayProduct } from '../throwaway-product';
import { expectSignedIn, expectSignedOut, headerLogout, submitProviderLogin } from './support';

let product: ThrowawayProduct;
let smtp: SMTPServer;
const inbox: { to: string[]; raw: string }[] = [];

test.describe.configure({ mode: 'serial' });

// Playwright insists on a destructured fixtures argument, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // Ports after the shared e2e ones, clear of the other throwaway products (20–33, 40–63) and of 4190,
  // which browsers and fetch refuse to connect to (a "bad port" of the Fetch standard).
  const offset = 70 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 6 : 0);
  product = await startThrowawayProduct({
    name: 'reset',
    webPort: Number(WEB_PORT) + offset,
    apiPort: Number(API_PORT) + offset,
    seed: false,
    startTimeoutMs: 120_000,
    env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` },
  });
});

test.afterAll(async () => {
  await product?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** The code of the reset e-mail to `to` once it arrived (the outbox is delivered every few seconds). */
async function codeFromMail(to: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const mail = inbox.find((m) => m.to.includes(to) && m.raw.includes('Your Stride password code'));
    const match = /^ {4}(\d{4}) (\d{4})\r?$/m.exec(mail?.raw ?? '');
    expect(match).not.toBeNull();
    code = `${match![1]}${match![2]}`;
  }).toPass({ timeout: 30_000 });
  return code;
}

async function openLogIn(page: Page) {
  await page.goto(`${product.webUrl}/login/`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

test('a member who forgot the password gets a code by e-mail, sets a new password and is signed in', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `ciara.${testInfo.project.name}.${Date.now()}@stride.test`;

  // An account to forget the password of.
  await openLogIn(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Ciara');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('First#Password2026');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${product.webUrl}/`);
  await expectSignedIn(page);
  await (await headerLogout(page)).click();
  await expectSignedOut(page);

  // Forgot it: the address, then the code from the e-mail and a new password.
  await openLogIn(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);
  const code = await codeFromMail(email);

  await page.getByLabel('Code from the e-mail').fill(code === '00000000' ? '11111111' : '00000000');
  await page.getByLabel('New password').fill('Second#Password2026');
  await page.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not valid any more');

  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByLabel('New password').fill('Second#Password2026');
  await page.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(page).toHaveURL(`${product.webUrl}/`);
  await expectSignedIn(page);

  // The old password is gone; the new one works.
  await (await headerLogout(page)).click();
  await expectSignedOut(page);
  await openLogIn(page);
  await submitProviderLogin(page, { email, password: 'First#Password2026' });
  await expect(page.getByRole('alert')).toContainText('The email address or password is incorrect.');
  await submitProviderLogin(page, { email, password: 'Second#Password2026' });
  await expect(page).toHaveURL(`${product.webUrl}/`);
  await expectSignedIn(page);
});
