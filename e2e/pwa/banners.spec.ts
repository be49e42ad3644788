/**
 * Issue 16 / issue 18 item 16: on a first visit at 375 px the cookie banner and then the app-download
 * banner never cover a page's primary action — a syndicate's "Request info", write-a-post's Publish —
 * wherever the member scrolls it to (the bottom of the screen, where floating banners used to sit).
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { hydrated } from '../forms/support';
import { DEMO_STAFF, signInTo } from '../publishing/support';

test.use({ viewport: { width: 375, height: 667 }, serviceWorkers: 'allow' });

/** The banners this journey is about. */
const BANNERS = '[aria-label="Cookie consent"], [aria-label="Get the Stride app"]';

/** True when, scrolled to that edge of the screen, the element is on screen and no banner overlaps it. */
async function reachable(page: Page, target: Locator, edge: 'top' | 'bottom'): Promise<boolean> {
  const handle = await target.elementHandle();
  return page.evaluate(
    ([element, where, selector]) => {
      const el = element as HTMLElement;
      const rect = el.getBoundingClientRect();
      window.scrollBy(0, where === 'bottom' ? rect.bottom - window.innerHeight + 4 : rect.top - 80);
      const now = el.getBoundingClientRect();
      if (now.bottom > window.innerHeight || now.top < 0) return false;
      return Array.from(document.querySelectorAll(selector)).every((banner) => {
        const b = banner.getBoundingClientRect();
        return b.bottom <= now.top || b.top >= now.bottom || b.right <= now.left || b.left >= now.right;
      });
    },
    [handle, edge, BANNERS] as const,
  );
}

async function expectNeverCovered(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  expect(await reachable(page, target, 'bottom'), 'at the bottom of the screen').toBe(true);
  expect(await reachable(page, target, 'top'), 'at the top of the screen').toBe(true);
}

test.describe('banners at 375 px', () => {
  test('first visit: neither the cookie banner nor then the app banner covers "Request info"', async ({ page }) => {
    await page.goto('/syndicates/');
    const cookie = page.getByRole('region', { name: 'Cookie consent' });
    await expect(cookie).toBeVisible();
    await page.getByRole('link', { name: /Hill of Tara Partnership/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hill of Tara Partnership' })).toBeVisible();
    const requestInfo = page.getByRole('button', { name: 'Request info' });
    await expectNeverCovered(page, requestInfo);

    // Accept works by script: the page's modules load after its first paint (decision 039).
    await hydrated(page);
    await cookie.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByRole('complementary', { name: 'Get the Stride app' })).toBeVisible();
    await expectNeverCovered(page, requestInfo);
  });

  test("the app banner leaves write-a-post's Publish button free", async ({ page }) => {
    await signInTo(page, DEMO_STAFF, '/write-a-post/');
    const cookie = page.getByRole('region', { name: 'Cookie consent' });
    await expect(cookie).toBeVisible();
    await expectNeverCovered(page, page.getByRole('button', { name: 'Publish' }));
    // Accept works by script: the page's modules load after its first paint (decision 039).
    await hydrated(page);
    await cookie.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByRole('complementary', { name: 'Get the Stride app' })).toBeVisible();
    await expectNeverCovered(page, page.getByRole('button', { name: 'Publish' }));
  });
});
