/**
 * Issue 16: the web app as good as the wrappers. A member's Chromium installs the service worker (and the
 * app is installable: CDP Page.getInstallabilityErrors, what Lighthouse's PWA audit used), turns on "via
 * app" on /notifications/ — the browser's push service is a local stand-in, since headless Chromium reaches
 * no real one: PushManager.subscribe is stubbed to hand out the stand-in's endpoint with keys this test
 * generated — the stable publishes an update with notify, the API sends a real encrypted Web Push to the
 * stand-in, the journey decrypts it and delivers it to the worker (CDP ServiceWorker.deliverPushMessage),
 * which shows the notification. Then the member goes offline and still reads the feed, the update and a
 * chat under the offline banner, and logging out leaves no member cache behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CDPSession, type Page, expect as baseExpect, test } from '@playwright/test';
import { headerLogout } from '../auth/support';
import { ownMember } from '../auth/own-member';
import {
  type ChatJson,
  LIFFEY,
  publishTextUpdate,
  STAFF_EMAIL,
  api,
  bubble,
  signIn,
  uniqueText,
} from '../realtime/support';
import { SIGNED_OUT_NOTIFICATION } from '../../apps/web/sw/policy';
import { hydrated } from '../forms/support';
import { networkSwitch } from './network-switch';
import { startPushService } from './push-service';

const expect = baseExpect.configure({ timeout: 20_000 });

// The config blocks service workers for every other journey; these are about it.
test.use({ serviceWorkers: 'allow' });


/** Member cache names of the page's origin (decision 022: all start with stride-user-). */
function memberCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('stride-user-')));
}

/** The active service worker registration ids CDP knows of, by scope. */
async function registrations(cdp: CDPSession): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
    for (const registration of list) {
      if (registration.isDeleted) found.delete(registration.scopeURL);
      else found.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Whether the page's service worker, asked from inside, gets an answer from `url`: the worker is woken
 * first (an idle one is stopped, and Playwright then knows a new one), then it fetches the URL itself.
 */
async function workerReaches(page: Page, url: string): Promise<boolean> {
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      registration.active!.postMessage({ type: 'stride:network?' }, [channel.port2]);
    });
    return registration.active!.scriptURL;
  });
  const worker = page
    .context()
    .serviceWorkers()
    .findLast((candidate) => candidate.url() === scriptUrl);
  expect(worker, 'Playwright sees the running service worker').toBeDefined();
  return worker!.evaluate(
    (target) =>
      fetch(target, { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    url,
  );
}

test.describe('installable, offline and push', () => {
  test('a visitor in a real browser profile can install the app (no installability errors)', async ({
    playwright,
  }, testInfo) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'stride-pwa-profile-'));
    const { launchOptions, baseURL, viewport } = testInfo.project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the worker installs, a push for a new update shows, the feed and a chat read offline, logout clears', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    // The journey logs out at the end, which cuts every access token of the member: a member of its own
    // (of Liffey Valley Racing, where the stable publishes), so the journeys signed in as the demo member
    // meanwhile keep their sockets and API calls.
    const own = await ownMember(browser, testInfo, LIFFEY);
    const pushService = await startPushService();
    const member = await signIn(browser, own.email, '/updates/', viewport, own.password);
    const staff = await signIn(browser, STAFF_EMAIL, '/updates/', viewport);
    try {
      const { page, context } = member;
      await context.grantPermissions(['notifications']);
      await context.addInitScript((subscription) => {
        const key = 'stride.e2e.pushSubscribed';
        const make = () => ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
          unsubscribe: async () => {
            localStorage.removeItem(key);
            return true;
          },
        });
        PushManager.prototype.subscribe = async function subscribe() {
          localStorage.setItem(key, '1');
          return make() as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function getSubscription() {
          return (localStorage.getItem(key) ? make() : null) as unknown as PushSubscription | null;
        };
      }, pushService.subscription);

      // The worker installs and takes the page; the app is installable. The page reloads once the worker is
      // active: a page still loading when the worker claims its clients is not claimed (not execution-ready).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      const cdp = await context.newCDPSession(page);
      const workers = await registrations(cdp);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // The takeover re-creates <head>'s links, the manifest's too (lib/hydration/document-root): asked
      // while it does, Chromium answers "manifest-location-changed". It runs after the first paint.
      await hydrated(page);
      // Playwright's contexts are incognito, which Chromium never installs from; the test below checks a
      // real profile. Here: nothing else stands in the way.
      const installability = await cdp.send('Page.getInstallabilityErrors');
      expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(await manifest.json()).toMatchObject({ start_url: '/updates/', display: 'standalone' });

      // Horse updates on, "via app" off, so the journey's click is the one that subscribes this browser.
      const settings = await api<Record<string, boolean>>(page, 'GET', '/api/notification-settings');
      await api(page, 'PUT', '/api/notification-settings', { ...settings, horseUpdate: true, viaApp: false });
      await page.goto('/notifications/');
      await expect(page.getByTestId('browser-push-state')).toHaveText(
        'This browser does not receive push notifications.',
      );
      const viaApp = page.getByRole('switch', { name: 'Via app' });
      await expect(viaApp).not.toBeChecked();
      await viaApp.click();
      await expect(viaApp).toBeChecked();
      await expect(page.getByTestId('browser-push-state')).toHaveText(
        'This browser receives push notifications.',
      );
      await expect(page.getByRole('list', { name: 'Devices' }).getByText('This browser')).toBeVisible();
      // What the member sees: the switch and this browser's state (attached to the report, per screen size).
      await page.getByRole('heading', { name: 'How', exact: true }).evaluate((heading) => heading.scrollIntoView());
      await testInfo.attach(`notifications-${testInfo.project.name}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      // The stable publishes with notify: the API pushes to this browser through the stand-in.
      const text = uniqueText('Cantered two furlongs on the all-weather, ears pricked.');
      const draft = await publishTextUpdate(staff.page, text, true);
      const updatePath = `/updates/${draft.id}/`;
      await expect
        .poll(() => pushService.received.find((push) => push.text.includes(updatePath))?.text ?? null, {
          timeout: 60_000,
        })
        .not.toBeNull();
      const push = pushService.received.find((p) => p.text.includes(updatePath))!;
      expect(push.headers.authorization).toMatch(/^vapid t=/);
      expect(push.headers['content-encoding']).toBe('aes128gcm');

      // The browser would hand it to the worker: so does the journey, and the notification shows. Chromium
      // drops a push whose worker fails to start in time (seen on a loaded 2-core machine), and a push
      // service redelivers what was not taken: so is it handed over again until it shows (same tag, one
      // notification).
      const origin = new URL(page.url()).origin;
      await expect.poll(() => workers.get(`${origin}/`) ?? null).not.toBeNull();
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            url: (n.data as { url?: string } | null)?.url ?? null,
          })),
        );
      const expected = expect.objectContaining({
        body: expect.stringContaining(text.slice(0, 40)),
        url: `${origin}${updatePath}`,
      });
      const deliverUntilShown = (notification: unknown) =>
        expect(async () => {
          await cdp.send('ServiceWorker.deliverPushMessage', {
            origin,
            registrationId: workers.get(`${origin}/`)!,
            data: push.text,
          });
          await expect.poll(shown, { timeout: 10_000 }).toContainEqual(notification);
        }).toPass({ timeout: 45_000 });
      await deliverUntilShown(expected);

      // Online, the member reads the feed, the update and a chat: the worker keeps them.
      await page.goto('/updates/');
      await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
      await page.goto(updatePath);
      await expect(page.getByText(text)).toBeVisible();
      // The member's private chat with the racing manager, opened by the join: the member's line in it.
      const { data: chats } = await api<{ data: ChatJson[] }>(page, 'GET', '/api/chats?itemsPerPage=100');
      const chat = chats.find((c) => c.code === null && c.syndicate.name === LIFFEY);
      expect(chat, `a private chat in ${LIFFEY}`).toBeTruthy();
      const chatLine = uniqueText('Is she declared for Saturday?');
      await api(page, 'POST', `/api/chats/${chat!.id}/messages`, { body: chatLine });
      await page.goto(`/messages/${chat!.id}/`);
      await expect(bubble(page, chatLine)).toBeVisible();
      expect(await memberCaches(page)).not.toEqual([]);

      // Offline: the network refuses every request of this browser, the worker's own included. The feed,
      // the update and the chat still read, under the offline banner.
      const network = networkSwitch(context);
      await network.goOffline();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      expect(await workerReaches(page, `${origin}/healthz`)).toBe(false);
      await page.goto('/updates/');
      await expect(
        page.getByRole('status').filter({ hasText: 'Offline — showing saved updates' }),
      ).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
      await page.goto(updatePath);
      await expect(page.getByText(text)).toBeVisible();
      await page.goto(`/messages/${chat!.id}/`);
      await expect(bubble(page, chatLine)).toBeVisible();
      // The worker did ask the network (network-first) and was refused; nothing came off the network.
      expect(network.refusedWorkerRequests.some((url) => url.includes(updatePath))).toBe(true);
      expect(network.leaks).toEqual([]);

      // Back online, logout leaves no member cache behind.
      await network.goOnline();
      await page.goto('/updates/');
      await expect(
        page.getByRole('status').filter({ hasText: 'Offline — showing saved updates' }),
      ).toHaveCount(0);
      await (await headerLogout(page)).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect.poll(() => memberCaches(page)).toEqual([]);

      // The member's notifications went with them, and a push for them now shows nothing of its content.
      await expect.poll(shown).toEqual([]);
      await deliverUntilShown(
        expect.objectContaining({ body: SIGNED_OUT_NOTIFICATION.body, url: `${origin}/updates/` }),
      );
      expect(JSON.stringify(await shown())).not.toContain(text.slice(0, 40));
    } finally {
      await member.context.close();
      await staff.context.close();
      await pushService.close();
    }
  });
});
