import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

/** The fake ids the e2e product is configured with (playwright.config.ts webServer env). */
const GA_ID = 'G-E2ETEST01';
const GTM_ID = 'GTM-E2ETEST';

/** Records every request to the tag manager / analytics host and answers it with an empty script. */
async function watchAnalytics(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return seen;
}

test.describe('cookie consent', () => {
  test('no analytics request before Accept; tag manager and analytics after, with the click ids kept', async ({
    page,
  }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/?gclid=E2E-CLICK-1&fbclid=E2E-FB');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'How we use cookies' })).toHaveAttribute(
      'href',
      '/privacy-policy/#before-cookies',
    );
    await expectAccessible(page, 'section[aria-label="Cookie consent"]');

    // Browse a little without answering: still nothing sent.
    await page.getByRole('link', { name: 'View Syndicates' }).first().click();
    await expect(page).toHaveURL(/\/syndicates\/$/);
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('stride.clickIds'))) ?? '{}'),
    ).toEqual({
      gclid: 'E2E-CLICK-1',
      fbclid: 'E2E-FB',
    });

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => analytics.map((url) => new URL(url).pathname).sort())
      .toEqual(['/gtag/js', '/gtm.js']);
    expect(analytics).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
    expect(analytics).toContain(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('stride.cookieAccepted'),
        localStorage.getItem('stride.agreedForAnalytics'),
      ]),
    ).toEqual(['true', 'true']);
    const layer = JSON.stringify(await page.evaluate(() => window.dataLayer));
    expect(layer).toContain('E2E-CLICK-1');

    // Accepted for good: no banner on the next visit, and analytics start straight away.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect.poll(() => analytics.length).toBeGreaterThan(2);
  });

  test('manage: essential is locked on, analytics off stays off', async ({ page }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Manage' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
    await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/#before-cookies',
    );
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('stride.agreedForAnalytics'))).toBe('false');
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
