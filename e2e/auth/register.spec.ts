import { expect, test } from '@playwright/test';
import { API_URL, WEB_URL } from '../env';
import { hydrated } from '../forms/support';
import { expectSignedIn, isMobile } from './support';

test.describe('registration journey', () => {
  test('a visitor signs up: SPEC §5 field errors first, then the account is created and signed in', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/oauth/v2/interaction/`));
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();

    // Nothing filled in: every required field says so, in the SPEC's words.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('Form Requires Attention');
    for (const message of [
      'Please add a first name before submission',
      'Please add a last name before submission',
      'Please add an email address before submission',
      'Please add a password before submission',
    ]) {
      await expect(page.locator('.error', { hasText: message })).toBeVisible();
    }

    // A malformed e-mail and a weak password.
    await page.getByLabel('First name').fill('Niamh');
    await page.getByLabel('Last name').fill('Ryan');
    await page.getByLabel('Email address').fill('niamh.ryan');
    await page.getByLabel('Password').fill('gallop');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#f-email-error')).toHaveText('Email incorrect format');
    await expect(page.locator('#f-password-error')).toHaveText('Password must be at least 10 characters');

    // Then a valid form: the account is created and the visitor comes back signed in.
    const email = `niamh.${testInfo.project.name}.${Date.now()}@stride.test`;
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Gallop#Home2026');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // A new account has no syndicate yet: updates is not for it, so it lands home, signed in.
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expectSignedIn(page);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByText(email)).toBeVisible();
    } else {
      // A server-rendered button does nothing until React has hydrated the page.
      await hydrated(page);
      await page.getByRole('button', { name: 'Account menu for Niamh Ryan' }).click();
      await expect(page.getByRole('menu').getByText(email)).toBeVisible();
    }
  });
});
