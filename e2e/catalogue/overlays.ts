import type { Page } from '@playwright/test';

/**
 * The cookie message and the app banner float over the page bottom; these journeys are not about them,
 * so whenever one would block a click, Playwright accepts or closes it first.
 */
export async function dismissOverlaysWhenInTheWay(page: Page): Promise<void> {
  // The banner is in the server's HTML (decision 033): a click before the takeover would be lost.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Accept', exact: true }), async (button) => {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await button.click();
  });
  await page.addLocatorHandler(page.getByRole('button', { name: 'Close the app banner' }), (button) =>
    button.click(),
  );
}
