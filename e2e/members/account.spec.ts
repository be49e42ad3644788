import { expect, test } from '@playwright/test';
import { isMobile } from '../auth/support';
import { CLUB_MEMBER, signIn } from './support';
import { hydrated } from '../forms/support';

test.describe('member account pages', () => {
  test('notification toggles are saved as toggled and persist after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/notifications/');
    const toggle = page.getByRole('switch', { name: 'Race entry update' });
    await expect(toggle).toBeVisible();
    const before = (await toggle.getAttribute('aria-checked')) === 'true';
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/notification-settings') && r.request().method() === 'PUT',
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', String(!before));
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Race entry update' })).toHaveAttribute(
      'aria-checked',
      String(!before),
    );
  });

  test('settings: the profile form saves, persists after a reload and refuses a short phone number', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/settings/');
    // Typed before the takeover, the value would be reset by the form's render (decision 039).
    await hydrated(page);
    const city = page.getByLabel('City', { exact: true });
    const value = `Kildare ${Date.now() % 100000}`;
    await city.fill(value);
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Phone number must be between 10 and 20 characters')).toBeVisible();
    await phone.fill('+353 87 123 4567');
    const contactByPhone = page.getByLabel('You may contact me by phone');
    const wasChecked = await contactByPhone.isChecked();
    await contactByPhone.setChecked(!wasChecked);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+353 87 123 4567');
    await expect(page.getByLabel('You may contact me by phone')).toBeChecked({ checked: !wasChecked });
  });

  test('the club member (non-stride only) lands on updates and has no syndicates or about-us menu items', async ({
    page,
  }) => {
    await signIn(page, CLUB_MEMBER);
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
    if (isMobile(page)) {
      const bottom = page.getByRole('navigation', { name: 'Quick' });
      await expect(bottom.getByRole('link', { name: 'Updates' })).toBeVisible();
      await expect(bottom.getByRole('link', { name: 'Syndicate', exact: true })).toHaveCount(0);
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Updates' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Syndicate', exact: true })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'About us', exact: true })).toHaveCount(0);
    } else {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Updates' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Syndicate', exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'About us', exact: true })).toHaveCount(0);
    }
  });
});
