import { type Browser, type Page, expect, test } from '@playwright/test';
import { API_PORT, WEB_PORT } from '../env';
import { type MaintenanceProduct, startMaintenanceProduct } from './maintenance-product';
import { expectAccessible } from './support';

/** Addresses the journey's browsers appear to come from (sent as X-Forwarded-For from this machine). */
const WHITELISTED_IP = '203.0.113.7';
const VISITOR_IP = '198.51.100.23';

let product: MaintenanceProduct;

test.describe.configure({ mode: 'serial' });

// Playwright insists on a destructured fixtures argument, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  // Each project gets its own product (ports after the shared e2e ones).
  const offset = 20 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 10 : 0);
  product = await startMaintenanceProduct({
    webPort: Number(WEB_PORT) + offset,
    apiPort: Number(API_PORT) + offset,
    whitelist: `${WHITELISTED_IP} 2001:db8::7`,
  });
});

test.afterAll(async () => {
  await product?.stop();
});

/** Resolves once the page's Socket.IO connection is accepted by the API (the CONNECT packet "40…"). */
function socketConnected(page: Page, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the page opened no socket within ${timeoutMs} ms`)),
      timeoutMs,
    );
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.startsWith('40')) return;
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

async function visitorFrom(browser: Browser, ip: string) {
  const context = await browser.newContext();
  // The address goes to the web server only, which believes X-Forwarded-For from this machine. On the page's
  // own API calls an extra header would make the browser preflight them, which no real visitor's does.
  await context.route(`${product.webUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
  return { context, page: await context.newPage() };
}

test('maintenance: visitors go to the holding page, a whitelisted IP browses flagged, and the flag turning off lets visitors back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await visitorFrom(browser, VISITOR_IP);
  const allowed = await visitorFrom(browser, WHITELISTED_IP);

  // A visitor off the list lands on /maintenance/ from any page, in the holding layout (no site header).
  const holdingSocket = socketConnected(visitor.page);
  await visitor.page.goto(`${product.webUrl}/faq/`);
  await expect(visitor.page).toHaveURL(`${product.webUrl}/maintenance/`);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
    'We’ll be back at the races shortly',
  );
  await expect(visitor.page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(visitor.page);

  // The whitelisted address browses as usual, flagged as such.
  await allowed.page.goto(`${product.webUrl}/faq/`);
  await expect(allowed.page).toHaveURL(`${product.webUrl}/faq/`);
  await expect(allowed.page.getByRole('status').filter({ hasText: 'Maintenance mode is on' })).toBeVisible();

  // Off again: the open holding page hears it on its socket and sends the visitor home at once; within a
  // second, without a restart, every page lets the visitor in again.
  await holdingSocket;
  await product.setMaintenance(false);
  await expect(visitor.page).toHaveURL(`${product.webUrl}/`, { timeout: 10_000 });
  await expect(async () => {
    await visitor.page.goto(`${product.webUrl}/faq/`);
    await expect(visitor.page).toHaveURL(`${product.webUrl}/faq/`);
  }).toPass({ timeout: 10_000 });
  await visitor.page.goto(`${product.webUrl}/maintenance/`);
  await expect(visitor.page).toHaveURL(`${product.webUrl}/`);
  await allowed.page.goto(`${product.webUrl}/faq/`);
  await expect(allowed.page.getByText('Maintenance mode is on')).toHaveCount(0);

  // And on again while the visitor reads a page: the page's anonymous socket hears it and the visitor is
  // sent to the holding page at once — no navigation, no reload (SPEC §1, §4 MaintenanceModeUpdate).
  const connected = socketConnected(visitor.page);
  await visitor.page.goto(`${product.webUrl}/faq/`);
  await expect(visitor.page).toHaveURL(`${product.webUrl}/faq/`);
  await connected;
  await product.setMaintenance(true);
  await expect(visitor.page).toHaveURL(`${product.webUrl}/maintenance/`, { timeout: 10_000 });
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
    'We’ll be back at the races shortly',
  );

  await visitor.context.close();
  await allowed.context.close();
});
