/**
 * Decision 038: the members' feed comes with its document. The web server fetches the first page of the
 * feed with the member's session and renders its first updates into the HTML (private, never cached for
 * anyone else), so the page shows them before — and without — any JavaScript. What changed between the
 * server's read and the socket's first connection is fetched again when the socket connects, and later
 * updates still arrive live. Staff (Ciara) publish through the API while the member (Aoife) reads.
 */
import { type Page, type Route, expect as baseExpect, test } from '@playwright/test';
import { MEMBER_EMAIL, STAFF_EMAIL, api, publishTextUpdate, signIn, uniqueText } from '../realtime/support';

/** Socket events can arrive a few seconds late while the 5 s test token's socket reconnects. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The member's newest published update, as the feed's first card shows it. */
async function newestUpdateId(page: Page): Promise<number> {
  const { data } = await api<{ data: { id: number }[] }>(
    page,
    'GET',
    '/api/updates?page=1&itemsPerPage=1&publicationStatus=published&order%5BpostedAt%5D=desc',
  );
  expect(data.length, 'the demo member has updates').toBeGreaterThan(0);
  return data[0]!.id;
}

test.describe('feed first paint (decision 038)', () => {
  test('the first updates are in the server’s HTML, private to the member, and readable without JavaScript', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
    try {
      const newest = await newestUpdateId(member.page);

      // The document itself (the member's cookies, no script run): the first card is in it.
      const document = await member.page.request.get('/updates/');
      expect(document.status()).toBe(200);
      expect(document.headers()['cache-control']).toBe('private, no-store');
      const html = await document.text();
      expect(html).toContain(`data-update-id="${newest}"`);
      expect(html).not.toContain('Loading updates');

      // With JavaScript off the member still reads the newest update first.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await member.context.storageState(),
        ...(viewport ? { viewport } : {}),
      });
      try {
        const page = await noScript.newPage();
        await page.goto('/updates/');
        const first = page.getByTestId('update-card').first();
        await expect(first).toBeVisible();
        await expect(first).toHaveAttribute('data-update-id', String(newest));
        await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
      } finally {
        await noScript.close();
      }

      // Without the member's session there is no feed in the answer (the guard sends visitors away).
      const visitor = await browser.newContext();
      try {
        const answer = await visitor.request.get('/updates/', { maxRedirects: 0 });
        expect(await answer.text()).not.toContain(`data-update-id="${newest}"`);
      } finally {
        await visitor.close();
      }
    } finally {
      await member.context.close();
    }
  });

  test('an update published while the scripts load appears once they run, and a later one arrives live', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
    const staff = await signIn(browser, STAFF_EMAIL, '/updates/', viewport);
    try {
      // Accept the cookie banner now, while the page can take the click: the journeys' overlay handler
      // waits for the takeover, which the held scripts below would delay past its timeout.
      const accept = member.page.getByRole('button', { name: 'Accept', exact: true });
      await member.page.removeLocatorHandler(accept);
      await member.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      if (await accept.isVisible()) await accept.click();
      await expect(accept).toBeHidden();

      // Hold every script of the next document: the page shows the server's HTML and nothing else runs
      // (no socket, no query) until the update below is published.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await member.page.route(/\/assets\/.*\.js(\?.*)?$/, async (route: Route) => {
        await held;
        await route.continue();
      });
      await member.page.goto('/updates/', { waitUntil: 'commit' });
      await expect(member.page.getByTestId('update-card').first()).toBeVisible();
      await expect(member.page.locator('html[data-hydrated]')).toHaveCount(0);

      // Published after the server read the feed and before the page could listen for it.
      const early = uniqueText('Cantered two furlongs and pulled up sound.');
      await publishTextUpdate(staff.page, early);
      await expect(member.page.getByRole('article').filter({ hasText: early })).toHaveCount(0);

      // From now on every held and later script goes through at once.
      release();
      await expect(member.page.locator('html[data-hydrated]')).toHaveCount(1);
      // The socket's first connection fetched the server's page again: the update is first in the feed.
      await expect(member.page.getByRole('article').filter({ hasText: early })).toBeVisible();
      await expect(member.page.getByRole('article').first()).toContainText(early);

      // Later updates arrive over the socket as before.
      const later = uniqueText('Schooled over hurdles this morning and jumped beautifully.');
      await publishTextUpdate(staff.page, later);
      await expect(member.page.getByRole('article').filter({ hasText: later })).toBeVisible();
      await expect(member.page.getByRole('article').first()).toContainText(later);
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});
