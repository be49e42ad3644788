/**
 * Helpers of the auth journeys: the anonymous token a visitor's reads need, the demo member, and the
 * header's signed-in state on desktop (header buttons) and mobile (inside the slide-in menu).
 */
import { type APIRequestContext, type BrowserContext, type Page, expect } from '@playwright/test';
import { API_URL } from '../env';
import { hydrated } from '../forms/support';

/** The seeded demo member (apps/api/src/db/seed). */
export const DEMO_MEMBER = { email: 'member@stride.test', password: 'Paddock#2026' };

/** `Authorization` header of an anonymous visitor: a client-credentials token for the public client stride-web. */
export async function anonymousHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post(`${API_URL}/oauth/v2/token`, {
    form: { grant_type: 'client_credentials', client_id: 'stride-web' },
  });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** True for the mobile project (375 px: header links live in the slide-in menu). */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** The header's Logout button, opening the mobile menu first on small screens (once its button works). */
export async function headerLogout(page: Page) {
  if (isMobile(page)) {
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' });
  }
  return page.getByRole('banner').getByRole('button', { name: 'Logout' });
}

/** Asserts the header shows the signed-in state (Logout), and closes the mobile menu again. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(await headerLogout(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  if (isMobile(page)) await page.keyboard.press('Escape');
}

/** Asserts the header shows the visitor state (Login). */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Fills and sends the provider's sign-in form. */
export async function submitProviderLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The value and expiry (epoch seconds) of the access token cookie. */
export async function accessTokenCookie(context: BrowserContext): Promise<{ value: string; exp: number } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'auth.access_token');
  if (!cookie) return null;
  const payload = JSON.parse(Buffer.from(cookie.value.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return { value: cookie.value, exp: payload.exp };
}
