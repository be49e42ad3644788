import type { Page } from '@playwright/test';

/**
 * The cookie message and the app banner float over the page bottom; these journeys are not about them,
 * so whenever one would block a click, Playwright accepts or closes it first.
 */
export async function dismissOverlaysWhenInTheWay(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Accept', exact: true }), (button) =>
    button.click(),
  );
  await page.addLocatorHandler(page.getByRole('button', { name: 'Close the app banner' }), (button) =>
    button.click(),
  );
}
