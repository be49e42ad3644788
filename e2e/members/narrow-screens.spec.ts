import { type Page, expect, test } from '@playwright/test';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { DEMO_PASSWORD, signIn } from './support';

/** Issue 18 (part B): what a member and a staff member meet at 375 px, and their account's data. */
const STAFF = { email: 'staff@stride.test', password: DEMO_PASSWORD };

async function scrollsSideways(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

test.describe('at 375 px nothing scrolls sideways (issue 18 item 12)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('home, /updates/31/, the feed and /write-a-post/', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'View Syndicates' })).toBeVisible();
    let size = await scrollsSideways(page);
    expect(size.scrollWidth, '/').toBeLessThanOrEqual(size.innerWidth);

    await signIn(page, STAFF);
    for (const [path, ready] of [
      ['/updates/31/', page.getByRole('link', { name: /quarterly-syndicate-report\.pdf/ })],
      ['/updates/', page.getByTestId('update-card').first()],
      ['/write-a-post/', page.getByRole('heading', { name: 'Write a post' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      size = await scrollsSideways(page);
      expect(size.innerWidth, path).toBe(375);
      expect(size.scrollWidth, path).toBeLessThanOrEqual(size.innerWidth);
    }
  });
});

test.describe('account (issue 18 items 11 and 15)', () => {
  test('Download my data gives a JSON file of the account', async ({ page }) => {
    await signIn(page, STAFF);
    await page.goto('/settings/');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^stride-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      profile: { email: string };
      uploads: unknown[];
    };
    expect(data.profile.email).toBe(STAFF.email);
    expect(Array.isArray(data.uploads)).toBe(true);
  });

  test('the date of birth is typed and shown day first (en-IE), whatever the browser locale', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await dismissOverlaysWhenInTheWay(page);
    await signIn(page, STAFF);
    await page.goto('/settings/');
    const field = page.getByLabel(/^Date of birth/);
    await expect(field).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    // Both projects (and a retry) share one product: type a date other than the saved one, or the form is
    // not dirty and Save stays disabled.
    const next = (await field.inputValue()) === '03/11/1990' ? '04/11/1990' : '03/11/1990';
    await field.fill(next);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue(next);
    await context.close();
  });
});
