/**
 * Security suite in the browser (issue 14 cases 3, 4, 8): pages carry a nonce CSP that React Router's
 * hydration and the consent-gated analytics live with (no violation reported) and that forbids framing;
 * personal pages are never stored; logging out revokes the sign-in's refresh token on the server.
 */
import { type Page, expect, test } from '@playwright/test';
import { API_URL, WEB_URL } from '../env';
import { hydrated } from '../forms/support';
import { accessTokenCookie, headerLogout, submitProviderLogin } from '../auth/support';
import { ownMember } from '../auth/own-member';

/** Collects the page's CSP violations as the browser reports them. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('hardened pages', () => {
  test('home hydrates under a nonce CSP, analytics load after consent, and no violation is reported', async ({ page }) => {
    // The first page of a cold product on a busy machine can take a while to hydrate.
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagLoaded = true;' }),
    );
    const response = await page.goto('/');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Every script React Router wrote carries this response's nonce.
    const html = await response!.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((t) => !t.includes('application/ld+json'))) expect(tag).toContain(`nonce="${nonce}"`);

    await hydrated(page);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
    // A client-side navigation still works.
    await page.getByRole('link', { name: 'View Syndicates' }).first().click();
    await expect(page).toHaveURL(/\/syndicates\/$/);
    expect(violations).toEqual([]);
  });

  test("signed-in pages are no-store, and logout revokes the sign-in's refresh token on the server", async ({ browser, page, context, request }, testInfo) => {
    // Logging out at the provider cuts every access token of the member: a member of this journey's own
    // (signed up and joined to a syndicate first, hence the time), so the journeys signed in as the demo
    // member meanwhile keep their sockets and API calls.
    test.setTimeout(90_000);
    const member = await ownMember(browser, testInfo);
    await page.goto('/login/');
    await submitProviderLogin(page, member);
    await expect(page).toHaveURL(`${WEB_URL}/updates/`);
    const settings = await page.goto('/settings/');
    expect(settings!.headers()['cache-control']).toContain('no-store');
    expect(await accessTokenCookie(context)).not.toBeNull();
    const refresh = (await context.cookies()).find((c) => c.name === 'auth.refresh_token')!.value;

    await (await headerLogout(page)).click();
    await expect(page).toHaveURL(`${WEB_URL}/`);
    const after = await request.post(`${API_URL}/oauth/v2/token`, {
      form: { grant_type: 'refresh_token', client_id: 'stride-web', refresh_token: refresh },
    });
    expect(after.status()).toBe(400);
    expect(((await after.json()) as { error: string }).error).toBe('invalid_grant');
  });
});
