import { expect, test } from '@playwright/test';
import { VISITOR_SYNDICATE, expectAccessible, hydrated, openJoinDialog } from './support';

/** SPEC §5 words, as every form must show them. */
const EMAIL_REQUIRED = 'Please add an email address before submission';
const EMAIL_FORMAT = 'Email incorrect format';
const PHONE_LENGTH = 'Phone number must be between 10 and 20 characters';

test.describe('bad input gets the SPEC messages', () => {
  test('join dialog: invalid e-mails and phones', async ({ page }) => {
    const dialog = await openJoinDialog(page, VISITOR_SYNDICATE);
    await dialog.getByRole('checkbox').check();
    const send = dialog.getByRole('button', { name: 'Send request' });

    await send.click();
    await expect(dialog.getByText(EMAIL_REQUIRED)).toBeVisible();
    // A refused submit moves focus to the first invalid field (First name, never filled here) a moment
    // after the messages render: wait for it, or the next fill can land in First name.
    const firstName = dialog.getByLabel('First name');
    await expect(firstName).toBeFocused();

    const cases: [email: string, phone: string][] = [
      ['orla@', '123'],
      ['orla.example.com', '1'.repeat(21)],
      ['orla@example', '+353 87'],
    ];
    for (const [email, phone] of cases) {
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone').fill(phone);
      await send.click();
      await expect(dialog.getByText(EMAIL_FORMAT)).toBeVisible();
      await expect(dialog.getByText(PHONE_LENGTH)).toBeVisible();
      await expect(firstName).toBeFocused();
    }
    // An empty phone is fine (optional); a 10-character one too.
    await dialog.getByLabel('Phone').fill('0871234567');
    await dialog.getByLabel('Email').fill('orla@example.com');
    await send.click();
    await expect(dialog.getByText(PHONE_LENGTH)).toHaveCount(0);
    await expect(dialog.getByText(EMAIL_FORMAT)).toHaveCount(0);
  });

  test('home subscribe: the e-mail is checked before submit, then subscribed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const band = page.locator('#subscribe');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText(EMAIL_REQUIRED)).toBeVisible();
    await band.getByLabel('Email address').fill('reader@nowhere');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText(EMAIL_FORMAT)).toBeVisible();
    await expect(band.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '#subscribe');

    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await band.getByLabel('Email address').fill(`reader.${test.info().project.name}@example.com`);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await posted;
    await expect(band.getByRole('status')).toHaveText(/Thank you for subscribing/);
  });

  test('contact page: missing and invalid e-mail, then the message is sent', async ({ page }) => {
    await page.goto('/contact-us/');
    await hydrated(page);
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(page.getByText(EMAIL_REQUIRED)).toBeVisible();
    await expect(page.getByText('Please add a reason before submission')).toBeVisible();
    await page.getByLabel('Email').fill('aoife@');
    await send.click();
    await expect(page.getByText(EMAIL_FORMAT)).toBeVisible();
    await expectAccessible(page, 'main');

    await page.getByLabel('Name').fill('Aoife Journey');
    await page.getByLabel('Email').fill('aoife.journey@example.com');
    const reason = page.getByLabel('Reason');
    const firstReason = await reason.locator('option').nth(1).getAttribute('value');
    await reason.selectOption(firstReason!);
    await page.getByLabel('Comment').fill('How do I buy a share in a syndicate?');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
  });
});
