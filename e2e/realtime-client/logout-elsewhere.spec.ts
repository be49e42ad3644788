/**
 * A logout on another device cuts every access token of the member (the provider moves their token
 * version) while this tab's copy — in memory and in the web server's cookie — is still unexpired. The
 * tab must refresh when the API refuses it: the web server used to hand the same token back, so the
 * open page failed with "Access token revoked" until it expired (15 minutes by default; 5 s in the
 * journey product) — a page load or a navigation heals it (the server refreshes for its own calls), an
 * open page does not. That made e2e/realtime-client/socket.spec.ts flaky whenever a journey logging the
 * demo member out ran beside it. Each project uses its own member so no other journey is signed out.
 */
import { type Page, expect, test } from '@playwright/test';
import { API_URL, WEB_URL } from '../env';
import { accessToken, signIn } from '../realtime/support';

/** Seeded members (content/people.ts) no other journey signs in with. */
const MEMBER = { desktop: 'eoin.fitzpatrick@example.com', mobile: 'roisin.kavanagh@example.com' } as const;

/** Seconds the page's session token has left. */
async function secondsLeft(page: Page): Promise<number> {
  const token = await accessToken(page);
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return exp - Date.now() / 1000;
}

test('after a logout on another device the open update page refreshes its cut token and saves a comment', async ({
  browser,
}, testInfo) => {
  // Two sign-ins, each given 20 s: at the end of a CI run, beside the video journeys' transcoding, this
  // took 30-32 s and met the default 30.
  test.setTimeout(90_000);
  const email = testInfo.project.name === 'mobile' ? MEMBER.mobile : MEMBER.desktop;
  const viewport = testInfo.project.use.viewport ?? undefined;
  const tab = await signIn(browser, email, '/updates/', viewport);
  const otherDevice = await signIn(browser, email, '/updates/', viewport);
  try {
    await tab.page
      .getByTestId('update-card')
      .first()
      .getByRole('link', { name: /Open update/ })
      .click();
    await expect(tab.page.getByTestId('update-detail')).toBeVisible();
    const composer = tab.page.getByLabel('Comment', { exact: true });
    await expect(composer).toBeEditable();

    // The cut must land while the tab's token is still unexpired: start with most of its 5 s ahead.
    await expect.poll(() => secondsLeft(tab.page), { intervals: [250] }).toBeGreaterThanOrEqual(3.5);
    // The other device logs out as the web server does (its token names the sign-in to end).
    const logout = await otherDevice.page.request.get(
      `${API_URL}/oauth/v2/logout?${new URLSearchParams({ post_logout_redirect_uri: `${WEB_URL}/` }).toString()}`,
      { headers: { authorization: `Bearer ${await accessToken(otherDevice.page)}` }, maxRedirects: 0 },
    );
    expect(logout.status(), 'the provider logout redirects back to the site').toBe(303);

    // The open page, no reload or navigation: its next API call is refused once, then refreshed.
    const text = `Still signed in here ${Date.now()}`;
    await composer.fill(text);
    await tab.page.getByRole('button', { name: 'Post comment' }).click();
    await expect(tab.page.getByTestId('comment-body').filter({ hasText: text })).toBeVisible();
    await expect(tab.page.getByText('Access token revoked')).toHaveCount(0);
  } finally {
    await tab.context.close();
    await otherDevice.context.close();
  }
});
