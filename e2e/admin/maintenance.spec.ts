import { type Browser, expect, test } from '@playwright/test';
import { API_PORT, WEB_PORT } from '../env';
import { type PrivateProduct, startPrivateProduct } from './private-product';
import { save, signInToConsole } from './support';

/**
 * Who is who: the product sees every browser of this machine as 127.0.0.1, a trusted proxy, so each
 * context says where it comes from with X-Forwarded-For on its requests to the web origin (where the
 * maintenance guard decides). The administrator's browser comes from ADMIN_IP, which the administrator
 * puts on the whitelist in the console; the visitor's does not. The header is added by routing, not as
 * an extra header on every request: the console's own cross-origin API calls stay as a real browser
 * sends them (CORS would refuse a header browsers never send).
 */
const ADMIN_IP = '203.0.113.7';
const VISITOR_IP = '198.51.100.23';

let product: PrivateProduct;

test.describe.configure({ mode: 'serial' });

// Playwright insists on a destructured fixtures argument, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  // Ports after the ones the shared product and the forms maintenance journey use.
  const offset = 40 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 20 : 0);
  product = await startPrivateProduct({
    webPort: Number(WEB_PORT) + offset,
    apiPort: Number(API_PORT) + offset,
  });
});

test.afterAll(async () => {
  await product?.stop();
});

async function browserFrom(browser: Browser, ip: string) {
  const context = await browser.newContext();
  await context.route(`${product.webUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
  return { context, page: await context.newPage() };
}

test('the administrator turns maintenance mode on from the console: visitors go to /maintenance/, the whitelisted administrator browses on; off again lets visitors back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browserFrom(browser, ADMIN_IP);
  const visitor = await browserFrom(browser, VISITOR_IP);

  await visitor.page.goto(`${product.webUrl}/faq/`);
  await expect(visitor.page).toHaveURL(`${product.webUrl}/faq/`);

  await signInToConsole(admin.page, product.webUrl);
  await admin.page.goto(`${product.webUrl}/admin/#/settings/maintenance-mode`);
  await admin.page.getByRole('textbox', { name: 'IP whitelist' }).fill(ADMIN_IP);
  await admin.page
    .getByRole('switch', { name: 'Maintenance mode' })
    .or(admin.page.getByRole('checkbox', { name: 'Maintenance mode' }))
    .check();
  await save(admin.page);
  await expect(admin.page).toHaveURL(/#\/settings$/, { timeout: 15_000 });
  await expect(admin.page.getByRole('row').filter({ hasText: 'Maintenance mode' })).toContainText('ON', {
    timeout: 15_000,
  });

  // Within a second or so the visitor is sent to the holding page from any page.
  await expect(async () => {
    await visitor.page.goto(`${product.webUrl}/faq/`);
    await expect(visitor.page).toHaveURL(`${product.webUrl}/maintenance/`);
  }).toPass({ timeout: 10_000 });

  // The administrator's address is on the list: the site stays open, flagged.
  await admin.page.goto(`${product.webUrl}/faq/`);
  await expect(admin.page).toHaveURL(`${product.webUrl}/faq/`);
  await expect(admin.page.getByRole('status').filter({ hasText: 'Maintenance mode is on' })).toBeVisible();

  // Off again from the console; the visitor is let back in.
  await admin.page.goto(`${product.webUrl}/admin/#/settings/maintenance-mode`);
  await admin.page
    .getByRole('switch', { name: 'Maintenance mode' })
    .or(admin.page.getByRole('checkbox', { name: 'Maintenance mode' }))
    .uncheck();
  await save(admin.page);
  await expect(admin.page.getByRole('row').filter({ hasText: 'Maintenance mode' })).toContainText('off', {
    timeout: 15_000,
  });
  await expect(async () => {
    await visitor.page.goto(`${product.webUrl}/faq/`);
    await expect(visitor.page).toHaveURL(`${product.webUrl}/faq/`);
  }).toPass({ timeout: 10_000 });

  await admin.context.close();
  await visitor.context.close();
});
