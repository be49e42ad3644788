import AxeBuilder from '@axe-core/playwright';
import { type Page, type Response, type TestInfo, expect, test } from '@playwright/test';

/**
 * The app plumbing through the developer triggers on /test-page/: UI notifications (auto-hide and
 * sticky), a render error reaching the error page, the generic error modal and the log endpoint, and a
 * window error. Runs in both projects (1280 px desktop, 375 px mobile).
 */

/** Buttons only work once React has hydrated the server-rendered page. */
async function openHydratedTestPage(page: Page) {
  await page.goto('/test-page/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Moves the pointer off the page content: a hovered toast pauses its countdown. */
async function pointerAway(page: Page) {
  await page.mouse.move(0, 0);
}

/** Keeps a screenshot with the test's results (375 and 1280 px, one per project) for a visual check. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

function isLogPost(response: Response): boolean {
  return response.request().method() === 'POST' && new URL(response.url()).pathname === '/log/';
}

interface LoggedEntry {
  message?: string;
  level?: string;
  context?: Record<string, unknown>;
}

/**
 * Playwright does not expose a beacon's body, so the page records what it hands to sendBeacon (the
 * beacon itself still goes to the server, whose answer the tests check).
 */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const recorded: string[] = [];
    Object.assign(window, { __beacons: recorded });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => recorded.push(text));
      return send(url, data);
    };
  });
}

async function loggedEntries(page: Page): Promise<LoggedEntry[]> {
  const texts = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  return texts.map((text) => JSON.parse(text) as LoggedEntry);
}

test.describe('UI notifications', () => {
  test('an information toast hides itself after its timeout while a sticky one stays until dismissed', async ({
    page,
  }, testInfo) => {
    await openHydratedTestPage(page);
    const notifications = page.getByRole('status', { name: 'Notifications' });

    await page.getByRole('button', { name: 'Show a sticky toast' }).click();
    await page.getByRole('button', { name: 'Show an information toast' }).click();
    await pointerAway(page);
    const sticky = notifications.getByText('This notification stays until you dismiss it.');
    const information = notifications.getByText('This is an information notification.');
    await expect(sticky).toBeVisible();
    await expect(information).toBeVisible();

    await page.getByRole('button', { name: 'Show an error toast' }).click();
    await pointerAway(page);
    await expect(
      page.getByRole('alert', { name: 'Error notifications' }).getByText('Something went wrong.'),
    ).toBeVisible();
    await attachScreenshot(page, testInfo, 'toasts');
    const axe = await new AxeBuilder({ page }).include('[aria-live]').analyze();
    expect(axe.violations).toEqual([]);

    // The information toast came after the sticky one: once it has gone, the sticky one outlived a timeout.
    await expect(information).toBeHidden({ timeout: 10_000 });
    await expect(sticky).toBeVisible();

    await notifications.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(sticky).toBeHidden();
  });
});

test.describe('error capture', () => {
  test('a thrown render error shows the error UI and the modal, and is posted to the log endpoint', async ({
    page,
  }, testInfo) => {
    await recordBeacons(page);
    await openHydratedTestPage(page);
    const logged = page.waitForResponse(isLogPost);

    await page.getByRole('button', { name: 'Throw a render error' }).click();

    // The generic error modal: view-framework errors show name, component and message.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(/^Error in \S+$/);
    await expect(dialog).toContainText('Test render error from the test page');
    await attachScreenshot(page, testInfo, 'error-modal');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations).toEqual([]);

    // The log endpoint received it and answered 204.
    expect((await logged).status()).toBe(204);
    await expect
      .poll(() => loggedEntries(page))
      .toEqual([
        expect.objectContaining({
          message: expect.stringContaining('Test render error from the test page'),
          level: 'error',
          context: expect.objectContaining({ kind: 'view-framework', path: '/test-page/' }),
        }),
      ]);

    // Close clears the error: the modal goes and does not come back.
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Behind it, the layout's boundary kept header and footer and shows the 500 error page with its way home.
    await expect(page.getByRole('heading', { level: 1, name: '500 Internal server error' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /to home/i })).toHaveAttribute('href', '/');
  });

  test('an uncaught window error shows its message in the modal and is logged', async ({ page }) => {
    await recordBeacons(page);
    await openHydratedTestPage(page);
    const logged = page.waitForResponse(isLogPost);
    await page.getByRole('button', { name: 'Throw a window error' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Test window error from the test page');
    expect((await logged).status()).toBe(204);
    await expect
      .poll(() => loggedEntries(page))
      .toEqual([expect.objectContaining({ context: expect.objectContaining({ kind: 'window' }) })]);

    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // The page itself is unharmed.
    await expect(page.getByRole('button', { name: 'Throw a window error' })).toBeVisible();
  });

  test('the log endpoint refuses oversized and malformed entries without a server error', async ({
    request,
  }) => {
    const tooBig = await request.post('/log/', { data: { message: 'x'.repeat(9000) } });
    expect(tooBig.status()).toBe(413);
    const malformed = await request.post('/log/', { data: { level: 'fatal' } });
    expect(malformed.status()).toBe(422);
  });
});
