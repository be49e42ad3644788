import { expect, test } from '@playwright/test';
import { API_URL, WEB_URL } from '../env';
import {
  DEMO_MEMBER,
  accessTokenCookie,
  expectSignedIn,
  expectSignedOut,
  headerLogout,
  submitProviderLogin,
} from './support';
import { ownMember } from './own-member';

test.describe('sign-in journey', () => {
  test('a member logs in at the provider, stays signed in across reloads and token expiry, and logs out of the provider', async ({
    browser,
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Logging out at the provider cuts every access token of the member: a member of this journey's own,
    // so the journeys signed in as the demo member meanwhile keep their sockets and API calls.
    const member = await ownMember(browser, testInfo);

    // Visitor clicks Log In → the provider's own page on the API origin.
    await page.goto('/');
    await expectSignedOut(page);
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/oauth/v2/interaction/`));
    await submitProviderLogin(page, member);

    // Back on the web, on updates, signed in.
    await expect(page).toHaveURL(`${WEB_URL}/updates/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
    await expectSignedIn(page);
    const cookies = (await context.cookies()).filter((c) => c.name.startsWith('auth.'));
    expect(cookies.find((c) => c.name === 'auth.refresh_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // A reload keeps the session, and the server renders the page signed in (raw HTML, before any script).
    const reloaded = await page.reload();
    const html = await reloaded!.text();
    expect(html).toContain('>Logout</button>');
    expect(html).toContain(member.email);
    expect(html).not.toContain('href="/register/"');
    await expectSignedIn(page);

    // The access token expires (5 s in this product) and is refreshed on the server without a trace.
    const before = await accessTokenCookie(context);
    expect(before).not.toBeNull();
    const wait = Math.max(0, before!.exp * 1000 - Date.now()) + 1500;
    await page.waitForTimeout(wait);
    const afterExpiry = await page.goto('/settings/');
    expect(afterExpiry?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await afterExpiry!.text()).toContain('>Logout</button>');
    const after = await accessTokenCookie(context);
    expect(after!.value).not.toBe(before!.value);
    expect(after!.exp).toBeGreaterThan(before!.exp);
    await expectSignedIn(page);

    // Logout ends the web session and the provider session.
    await (await headerLogout(page)).click();
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expectSignedOut(page);
    expect((await context.cookies()).filter((c) => c.name.startsWith('auth.') && c.name !== 'auth.pkce')).toEqual([]);

    // Log In asks for credentials again instead of signing straight back in.
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/oauth/v2/interaction/`));
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeEmpty();
  });

  test('returns to the page the visitor started from', async ({ page }) => {
    await page.goto('/syndicates/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Log In' }).click();
    await submitProviderLogin(page, DEMO_MEMBER);
    await expect(page).toHaveURL(`${WEB_URL}/syndicates/`);
    await expectSignedIn(page);
  });

  test('members-only pages send visitors home, and a members home page sends them to updates', async ({ page }) => {
    await page.goto('/updates/');
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await page.goto('/settings/');
    await expect(page).toHaveURL(`${WEB_URL}/`);

    await page.goto('/login/?redirect=%2F');
    await submitProviderLogin(page, DEMO_MEMBER);
    await expect(page).toHaveURL(`${WEB_URL}/updates/`);
    await page.goto('/');
    await expect(page).toHaveURL(`${WEB_URL}/updates/`);
    await page.goto('/write-a-post/');
    await expect(page).toHaveURL(`${WEB_URL}/updates/`);
  });

  test('a callback that does not match the sign-in in progress shows the SPEC message', async ({ page }) => {
    const response = await page.goto('/login/?code=forged&state=abcdefghij');
    expect(response?.status()).toBe(400);
    await expect(page.getByText('Pkce state values does not match')).toBeVisible();
    await page.goto('/login/?state=abcdefghij');
    await expect(page.getByText('No code parameter in oauth code callback')).toBeVisible();
  });
});
