/**
 * Issue 16, decision 022 (028): the service worker keeps a member's pages and reads for offline reading,
 * and never lets them reach anyone else. Logout is covered by offline-push.spec.ts; these are the ways a
 * session can end without it — the cookies gone (expired, revoked, cleared) and the next person signing
 * in on the same browser — after which nothing of the member may be served from a cache, offline least of
 * all.
 */
import { type BrowserContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { submitProviderLogin } from '../auth/support';
import { MEMBER_EMAIL, PASSWORD, STAFF_EMAIL, signIn } from '../realtime/support';
import { networkSwitch } from './network-switch';

const expect = baseExpect.configure({ timeout: 20_000 });

// The config blocks service workers for every other journey; these are about it.
test.use({ serviceWorkers: 'allow' });

/** Member cache names of the page's origin (all start with stride-user-). */
function memberCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('stride-user-')));
}

/** The user ids the member caches belong to. */
function cacheOwners(names: string[]): string[] {
  return [...new Set(names.map((name) => /^stride-user-(\d+)-/.exec(name)?.[1] ?? name))];
}

/** Signs the member in, lets the worker take the page and save the feed; the member's caches. */
async function memberWithSavedFeed(page: Page): Promise<string[]> {
  // Reload once the worker is active: a page still loading when the worker claims its clients stays
  // uncontrolled (not execution-ready yet).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/updates/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => memberCaches(page)).toContainEqual(expect.stringMatching(/-pages$/));
  return memberCaches(page);
}

/** Offline, /updates/ shows the worker's "You are offline" page and no update. */
async function expectNothingSavedOffline(context: BrowserContext, page: Page): Promise<void> {
  const network = networkSwitch(context);
  await network.goOffline();
  try {
    await page.goto('/updates/');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(network.leaks).toEqual([]);
  } finally {
    await network.goOnline();
  }
}

test.describe("a member's saved data goes with their session", () => {
  test('the session ends without logout: the next token request finds it gone and the caches go', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { context, page } = await signIn(browser, MEMBER_EMAIL, '/updates/', testInfo.project.use.viewport ?? undefined);
    try {
      expect(await memberWithSavedFeed(page)).not.toEqual([]);

      // Expired, revoked or cleared: the web server no longer knows the session.
      await context.clearCookies();
      const status = await page.evaluate(async () => {
        const response = await fetch('/auth/token/', { method: 'POST', headers: { accept: 'application/json' } });
        return response.status;
      });
      expect(status).toBe(401);
      await expect.poll(() => memberCaches(page)).toEqual([]);

      await expectNothingSavedOffline(context, page);
    } finally {
      await context.close();
    }
  });

  test('someone else signs in on the same browser: the sign-in itself drops the last member’s caches', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { context, page } = await signIn(browser, MEMBER_EMAIL, '/updates/', testInfo.project.use.viewport ?? undefined);
    try {
      const member = cacheOwners(await memberWithSavedFeed(page));
      expect(member).toHaveLength(1);

      // The member walks away without logging out; the session ends; someone else starts a sign-in.
      await context.clearCookies();
      await page.goto(`/login/?${new URLSearchParams({ redirect: '/updates/' }).toString()}`);
      // Before any page of the site has told the worker who signs in, the member's caches are gone
      // (/healthz is plain text: no app runs there to tell the worker anything).
      const origin = new URL(testInfo.project.use.baseURL!).origin;
      const here = await page.context().newPage();
      await here.goto(`${origin}/healthz`);
      expect(await memberCaches(here)).toEqual([]);
      await here.close();

      await submitProviderLogin(page, { email: STAFF_EMAIL, password: PASSWORD });
      await expect(page).toHaveURL((url) => url.pathname === '/updates/', { timeout: 20_000 });
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect.poll(async () => cacheOwners(await memberCaches(page))).toHaveLength(1);
      expect(cacheOwners(await memberCaches(page))).not.toEqual(member);
    } finally {
      await context.close();
    }
  });
});
