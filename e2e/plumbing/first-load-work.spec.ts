import { type Browser, type CDPSession, type Page, type TestInfo, expect, test } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../realtime/support';

/**
 * Work a page does on load that shows nothing: it costs a phone its main thread right after the first
 * paint (Lighthouse's Total Blocking Time, issue 19). Each test pins one kind of it down.
 */

const PUBLIC_PAGES = [
  '/',
  '/syndicates/cotswold-chasers-partnership/',
  '/horses/6/bog-of-allen/',
  '/horses/',
  '/syndicates/',
  '/faq/',
];

/**
 * Records every Intl object the page makes (and every toLocaleString, which makes one inside), from
 * before its first script: a page's first one costs it 15–70 ms while the engine loads locale data.
 */
async function recordIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    const names = [
      'NumberFormat',
      'DateTimeFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'Collator',
    ] as const;
    for (const name of names) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          made.push(`${name} ${JSON.stringify(args)}`);
          return new target(...(args as unknown[]));
        },
      });
    }
    for (const proto of [Number.prototype, Date.prototype] as unknown as Record<string, unknown>[]) {
      const original = proto.toLocaleString as (...args: unknown[]) => string;
      proto.toLocaleString = function (this: unknown, ...args: unknown[]) {
        made.push(`toLocaleString ${JSON.stringify(args)}`);
        return original.apply(this, args);
      };
    }
  });
}

/** Loads `url` as a new document and answers the Intl objects it made until it settled. */
async function intlMadeLoading(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
}

/** The demo member signed in on `/updates/`, in this project's viewport. */
function signInMember(browser: Browser, testInfo: TestInfo) {
  return signIn(browser, MEMBER_EMAIL, '/updates/', testInfo.project.use.viewport ?? undefined);
}

test('public pages make no Intl object while they load and hydrate', async ({ page }) => {
  // Decision 053: a page's first Intl object costs it ~15 ms (the engine loads its locale data); the
  // formatters made at module load were never used on these pages (the server formats their amounts).
  await recordIntl(page);
  for (const url of PUBLIC_PAGES) expect(await intlMadeLoading(page, url), url).toEqual([]);
});

test("a member's feed, an update and a chat make no Intl object while they load", async ({
  browser,
}, testInfo) => {
  // Decision 054: the feed's first card made one in the takeover's task for its time's tooltip (30–50 ms
  // on a slow core), a race entry another, and an update's or a chat's character counter a number one.
  test.setTimeout(90_000);
  const { context, page } = await signInMember(browser, testInfo);
  try {
    await recordIntl(page);
    expect(await intlMadeLoading(page, '/updates/'), '/updates/').toEqual([]);
    // The page shows times ("2 Hrs ago") with their full date in the tooltip, written without Intl.
    await expect(page.locator('[data-testid="update-card"] time[title]').first()).toHaveAttribute(
      'title',
      /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/,
    );
    const update = await page
      .locator('[data-testid="update-card"] a[href^="/updates/"]')
      .first()
      .getAttribute('href');
    await page.goto('/messages/');
    const chat = await page
      .locator('a[href^="/messages/"][href$="/"]:not([href="/messages/"])')
      .first()
      .getAttribute('href');
    for (const url of [update!, chat!]) expect(await intlMadeLoading(page, url), url).toEqual([]);
    // The counters are there: the update's comment composer and the chat's composer.
    await expect(page.locator('textarea').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a member's feed adds its later cards one per task and lays out only those near the screen", async ({
  browser,
}, testInfo) => {
  // Two cards per task took 20–30 ms to render plus a layout and paint of the whole list, each a long
  // task on a slow core; one card per task and the later cards' `content-visibility: auto` keep them short.
  test.setTimeout(60_000);
  const { context, page } = await signInMember(browser, testInfo);
  try {
    // Cards added to the feed per mutation callback (one callback per task that changed the document),
    // from the end of parsing (readyState "interactive", before the module scripts run): the parser's
    // own insertions of the document's cards are not the scripts'.
    await page.addInitScript(`(() => {
      const added = (window.__feedCardsAdded = []);
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        new MutationObserver((records) => {
          let cards = 0;
          for (const record of records)
            for (const node of record.addedNodes)
              if (node.nodeName === 'LI' && record.target.matches?.('[data-testid="feed"]')) cards += 1;
          if (cards > 0) added.push(cards);
        }).observe(document, { childList: true, subtree: true });
      });
    })()`);
    await page.goto('/updates/');
    const cards = page.getByTestId('update-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
    const added = await page.evaluate(
      () => (window as unknown as { __feedCardsAdded: number[] }).__feedCardsAdded,
    );
    expect(added.length, 'the document came with its first cards, the rest joined later').toBeGreaterThan(0);
    expect(Math.max(...added), `cards added per task: ${added.join(', ')}`).toBe(1);

    await page.evaluate(() => window.scrollTo(0, 0));
    const rendered = await cards.evaluateAll((all) =>
      all.map((card) => ({
        contentVisibility: getComputedStyle(card).contentVisibility,
        // False while the browser skips laying out and painting the card's content.
        rendered: card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      })),
    );
    expect(rendered[0]).toEqual({ contentVisibility: 'visible', rendered: true });
    for (const card of rendered.slice(1)) expect(card.contentVisibility).toBe('auto');
    expect(rendered.at(-1)!.rendered, 'the last card, screens below, is not laid out').toBe(false);
    // Scrolled to, it is. (That card by its id: scrolling down also loads the next page, whose cards follow.)
    const lastId = await cards.last().getAttribute('data-update-id');
    const last = page.locator(`[data-testid="update-card"][data-update-id="${lastId}"]`);
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        last.evaluate((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
  } finally {
    await context.close();
  }
});

test("a visitor's page loads its socket and the error modal's preload only once it has settled", async ({
  page,
}) => {
  // Started on the first idle period, the visitor's socket (only ever maintenance notices) and the error
  // modal's chunks were fetched and evaluated in the first second after the first paint, when a phone is
  // still busy with the page (issue 19). They now wait for the load event and 3 s more (SETTLED_QUIET_MS).
  const pattern = /\/assets\/(connection|error-modal)-[\w-]+\.js$/.source;
  const startedChunks = () =>
    page.evaluate((source) => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventEnd;
      return performance.getEntriesByType('resource').flatMap((entry) => {
        const chunk = new RegExp(source).exec(entry.name);
        return chunk ? [{ name: chunk[1]!, afterLoad: loaded > 0 ? entry.startTime - loaded : -1 }] : [];
      });
    }, pattern);
  const socket = page.waitForEvent('websocket', { timeout: 20_000 });
  await page.goto('/horses/6/bog-of-allen/');
  await socket;
  await expect
    .poll(async () => (await startedChunks()).map((chunk) => chunk.name).sort(), { timeout: 10_000 })
    .toEqual(['connection', 'error-modal']);
  for (const chunk of await startedChunks())
    expect(chunk.afterLoad, `${chunk.name} started ms after the load event`).toBeGreaterThanOrEqual(3_000);
});

/** Calls of the page's own scripts (/assets/) since the previous call: V8's precise coverage, reset on read. */
async function scriptCallsSinceLast(cdp: CDPSession): Promise<number> {
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  let calls = 0;
  for (const script of result) {
    if (!script.url.includes('/assets/')) continue;
    for (const fn of script.functions) calls += fn.ranges[0]?.count ?? 0;
  }
  return calls;
}

test("route discovery after the takeover adds the links' routes without rendering the page again", async ({
  page,
}) => {
  // Decision 052: React Router patches the routes it discovers (the page's links, from /__manifest) and
  // told RouterProvider of a "new" state, which rendered the whole page again — more script calls than the
  // takeover itself. The manifest's answers are held until the page has settled, then counted apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/__manifest\?/, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect.poll(() => asked).toBeGreaterThan(0);
  const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(1_000);
  await idle();
  const takeover = await scriptCallsSinceLast(cdp);

  const answered = page.waitForResponse(/\/__manifest\?/);
  release();
  await answered;
  // The horses list is among home's links: once its route is known, the patch has been applied.
  await page.waitForFunction(() =>
    Boolean(
      (window as unknown as { __reactRouterManifest: { routes: Record<string, unknown> } })
        .__reactRouterManifest.routes['routes/_public/horses/list'],
    ),
  );
  await page.waitForTimeout(500);
  await idle();
  const discovery = await scriptCallsSinceLast(cdp);
  expect(takeover).toBeGreaterThan(5_000);
  expect(discovery).toBeLessThan(takeover / 5);

  // The discovered route serves a navigation in the page (no new document).
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator('a.featured-all[href="/horses/"]').click();
  await expect(page).toHaveURL(/\/horses\/$/);
  await expect(page.locator('#main h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
