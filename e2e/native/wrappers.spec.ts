/**
 * Issue 9: the site inside the Android and iOS wrappers (SPEC §1, §2, §4, §7; decision 018). Every
 * message is checked for its moment and payload; downloads and external links must reach the app, not
 * the page; the app banner stays hidden; logout messages the app.
 */
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, headerLogout, submitProviderLogin } from '../auth/support';
import { type HorseJson, type SyndicateJson, publicApi } from '../catalogue/api';
import { API_URL, WEB_URL } from '../env';
import { hydrated } from '../forms/support';
import { acceptCookiesWhenInTheWay, installNativeChannel, ofType, waitForMessage } from './wrapper';

test.describe('inside the wrappers', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesWhenInTheWay(page);
  });

  test('first load keeps the environment, hides the app banner and reports each navigation in order', async ({
    page,
  }) => {
    const messages = await installNativeChannel(page);
    await page.goto('/?environment=android');
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    expect(await page.evaluate(() => localStorage.getItem('stride.environment'))).toBe('android');
    expect(messages.slice(0, 2)).toEqual([
      { version: 1, type: 'navigationSuccess', payload: { path: '/?environment=android', loggedIn: false } },
      { version: 1, type: 'navigationFinish', payload: { path: '/?environment=android', ok: true } },
    ]);
    // SPEC §1: the app-download banner is for the web only (the seed turns showAppLinks on).
    await expect(page.getByRole('link', { name: 'View all horses' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the Stride app' })).toHaveCount(0);

    messages.length = 0;
    await page.getByRole('link', { name: 'View all horses' }).click();
    await expect(page).toHaveURL(/\/horses\/$/);
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    expect(messages).toEqual([
      { version: 1, type: 'navigationCleanup', payload: { from: '/?environment=android', to: '/horses/' } },
      { version: 1, type: 'navigationSuccess', payload: { path: '/horses/', loggedIn: false } },
      { version: 1, type: 'navigationFinish', payload: { path: '/horses/', ok: true } },
    ]);

    // The stored environment holds on later full page loads without the query.
    messages.length = 0;
    await page.goto('/faq/');
    await waitForMessage(messages, (m) => m.type === 'navigationSuccess' && m.payload.path === '/faq/');
  });

  test('on the web the same channel hears nothing, and the app banner shows', async ({ page }) => {
    const messages = await installNativeChannel(page);
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Get the Stride app' })).toBeVisible();
    await page.getByRole('link', { name: 'View all horses' }).click();
    await expect(page).toHaveURL(/\/horses\/$/);
    expect(messages).toEqual([]);
  });

  test('the pedigree PDF goes to the app as downloadFile, not to the page', async ({ page, request }) => {
    const get = await publicApi(request);
    const horse = (await get<{ data: HorseJson[] }>('/api/horses?itemsPerPage=1')).data[0]!;
    const messages = await installNativeChannel(page);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.goto(`/horses/${horse.id}/${horse.slug}/?environment=ios`);
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    await page.getByRole('link', { name: 'Download pedigree PDF' }).click();
    const message = await waitForMessage(messages, (m) => m.type === 'downloadFile');
    expect(message.payload).toEqual({
      url: `${WEB_URL}/horses/${horse.id}/pdf/`,
      filename: `${horse.slug}-pedigree.pdf`,
      mimeType: 'application/pdf',
    });
    expect(downloads).toEqual([]);
    await expect(page).toHaveURL(`/horses/${horse.id}/${horse.slug}/?environment=ios`);
  });

  test('footer social links become an event and an external open in the app, never a new tab', async ({
    page,
    context,
  }) => {
    const messages = await installNativeChannel(page);
    await page.goto('/?environment=android');
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    const pagesBefore = context.pages().length;
    await page.getByRole('link', { name: 'Instagram (opens in a new tab)' }).click();
    await waitForMessage(messages, (m) => m.type === 'openExternalUrl');
    expect(ofType(messages, 'gaEvent')).toEqual([
      {
        version: 1,
        type: 'gaEvent',
        payload: {
          name: 'social_link_click',
          params: { network: 'instagram', url: 'https://www.instagram.com/stridesyndicates' },
        },
      },
    ]);
    expect(ofType(messages, 'openExternalUrl')[0]!.payload).toEqual({
      url: 'https://www.instagram.com/stridesyndicates',
      source: 'social',
    });
    expect(context.pages().length).toBe(pagesBefore);
  });

  test('on iOS an external link goes to the wrapper; on Android the page keeps it', async ({
    page,
    request,
    context,
  }) => {
    const get = await publicApi(request);
    const syndicates = (await get<{ data: SyndicateJson[] }>('/api/syndicates?itemsPerPage=20')).data;
    const syndicate = syndicates.find((s) => s.paymentLink && s.slug)!;
    const messages = await installNativeChannel(page);
    await page.goto(`/syndicates/${syndicate.slug}/?environment=ios`);
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    await page.getByRole('link', { name: /Pay to join/ }).click();
    const opened = await waitForMessage(messages, (m) => m.type === 'openExternalUrl');
    expect(opened.payload).toEqual({ url: syndicate.paymentLink, source: 'link' });
    expect(context.pages()).toHaveLength(1);

    // Android: the same link is the WebView's business (the wrapper sends it to the browser itself).
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ body: 'payment page' }));
    messages.length = 0;
    await page.goto(`/syndicates/${syndicate.slug}/?environment=android`);
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Pay to join/ }).click();
    expect((await popup).url()).toBe(syndicate.paymentLink);
    expect(ofType(messages, 'openExternalUrl')).toEqual([]);
  });

  test('signing in reports postLoginRedirectFinished; logout messages the app instead of the provider logout', async ({
    page,
  }) => {
    test.slow();
    const messages = await installNativeChannel(page);
    const providerLogouts: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${API_URL}/oauth/v2/logout`)) providerLogouts.push(req.url());
    });
    await page.goto('/?environment=ios');
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    await page.goto('/login/');
    await submitProviderLogin(page, DEMO_MEMBER);
    await expect(page).toHaveURL(/\/updates\/$/);
    const landed = await waitForMessage(messages, (m) => m.type === 'postLoginRedirectFinished');
    expect(landed.payload).toEqual({ path: '/updates/' });
    expect(ofType(messages, 'navigationSuccess').at(-1)!.payload).toEqual({
      path: '/updates/',
      loggedIn: true,
    });
    // Once only: a reload is not a new sign-in. Wait for the reloaded document's own report (the first
    // load's already matches), then for its handlers: a Logout pressed before the takeover is the plain
    // form (the provider's logout), not the wrapper's message.
    const reported = ofType(messages, 'navigationSuccess').length;
    await page.reload();
    await expect.poll(() => ofType(messages, 'navigationSuccess').length).toBeGreaterThan(reported);
    expect(ofType(messages, 'navigationSuccess').at(-1)!.payload).toEqual({
      path: '/updates/',
      loggedIn: true,
    });
    await hydrated(page);
    expect(ofType(messages, 'postLoginRedirectFinished')).toHaveLength(1);

    await (await headerLogout(page)).click();
    await waitForMessage(messages, (m) => m.type === 'logout');
    expect(ofType(messages, 'logout')[0]).toEqual({ version: 1, type: 'logout', payload: {} });
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(providerLogouts).toEqual([]);
  });
  test('the feed reports updatesLoaded per page and the chat list messagesLoaded, in the versioned envelope', async ({
    page,
  }) => {
    test.slow();
    const messages = await installNativeChannel(page);
    await page.goto('/?environment=android');
    await waitForMessage(messages, (m) => m.type === 'navigationFinish');
    await page.goto('/login/');
    await submitProviderLogin(page, DEMO_MEMBER);
    await page.waitForURL(/\/updates\/$/);
    const loaded = await waitForMessage(messages, (m) => m.type === 'updatesLoaded');
    expect(loaded).toEqual({
      version: 1,
      type: 'updatesLoaded',
      payload: { count: expect.any(Number), page: 1 },
    });
    expect(loaded.payload.count).toBeGreaterThan(0);

    await page.goto('/messages/');
    const chats = await waitForMessage(messages, (m) => m.type === 'messagesLoaded');
    expect(chats).toEqual({
      version: 1,
      type: 'messagesLoaded',
      payload: { unreadCount: expect.any(Number) },
    });
  });
});
