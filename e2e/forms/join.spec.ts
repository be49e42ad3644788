import { expect, test } from '@playwright/test';
import { API_URL, WEB_URL } from '../env';
import { DEMO_MEMBER, submitProviderLogin } from '../auth/support';
import { MEMBER_SYNDICATE, VISITOR_SYNDICATE, expectAccessible, hydrated, openJoinDialog } from './support';

const PENDING_KEY = 'stride.pendingSyndicateId';
const JOIN_ENDPOINT = /\/forms\/join-request/;

test.describe('join-syndicate dialog', () => {
  test('a visitor asks to join: server violations show on the fields, then the success dialog', async ({
    page,
  }) => {
    const dialog = await openJoinDialog(page, VISITOR_SYNDICATE);
    await expect(dialog.getByText(VISITOR_SYNDICATE.country)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      /^\/login\/\?redirect=/,
    );
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      /^\/register\/\?redirect=/,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).toMatch(/^\d+$/);

    await dialog.getByLabel('First name').fill('Orla');
    await dialog.getByLabel('Last name').fill('Journey');
    await dialog.getByLabel('Email').fill('orla.journey@example.com');
    await dialog.getByLabel('Phone').fill('+353 87 555 0100');
    const send = dialog.getByRole('button', { name: 'Send request' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await expect(send).toBeEnabled();

    // The browser checks with the same rules first, so spoil the request on its way: the API's own
    // violations (propertyPath firstname, lastname, email, phone) must come back onto the fields.
    await page.route(
      JOIN_ENDPOINT,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const body = {
          ...route.request().postDataJSON(),
          firstname: ' ',
          lastname: '',
          email: 'orla@nowhere',
          phone: '12345',
        };
        await route.continue({ postData: JSON.stringify(body) });
      },
      { times: 1 },
    );
    await send.click();
    await expect(dialog.getByText('Please add a first name before submission')).toBeVisible();
    await expect(dialog.getByText('Please add a last name before submission')).toBeVisible();
    await expect(dialog.getByText('Email incorrect format')).toBeVisible();
    await expect(dialog.getByText('Phone number must be between 10 and 20 characters')).toBeVisible();
    await expect(dialog.getByText('Form Requires Attention')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '[role="dialog"]');

    // The form as typed is fine: sent for real this time.
    await dialog.getByLabel('First name').fill('Orla');
    await dialog.getByLabel('Last name').fill('Journey');
    await send.click();
    const success = page.getByRole('dialog', { name: 'Request sent' });
    await expect(success).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await expect(success.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(success.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us/');
    expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).toBeNull();
    await success.getByRole('link', { name: 'View syndicates' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/syndicates/`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the dialog reopens after sign-in with the form prefilled from the profile; closing forgets it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialog = await openJoinDialog(page, MEMBER_SYNDICATE);
    await dialog.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/oauth/v2/interaction/`));
    await submitProviderLogin(page, DEMO_MEMBER);

    await expect(page).toHaveURL(`${WEB_URL}/syndicates/${MEMBER_SYNDICATE.slug}/`);
    await hydrated(page);
    const reopened = page.getByRole('dialog', { name: MEMBER_SYNDICATE.name });
    await expect(reopened).toBeVisible();
    await expect(reopened.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(reopened.getByLabel('Email')).toHaveValue(DEMO_MEMBER.email);
    await expect(reopened.getByLabel('First name')).toHaveValue('Aoife');
    await expect(reopened.getByRole('button', { name: 'Send request' })).toBeDisabled();

    await reopened.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
