import { type Browser, type Page, expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@stride/shared';
import { MEMBER_EMAIL, signIn } from '../realtime/support';

/**
 * The browser takes over the server's document (Preact renders into React's HTML, decision 031): the page
 * keeps one <html>, its stylesheet and its content, and nothing throws. A broken takeover once left a
 * second <html> inside the first, or dropped the stylesheet — the journeys still clicked through an
 * unstyled page, so this checks the document itself.
 */
const PAGES = ['/', '/syndicates/cotswold-chasers-partnership/', '/horses/6/bog-of-allen/', '/faq/'];

/**
 * Watches the document from the moment the server's HTML is parsed (decision 041): marks the server's
 * stylesheet links and records every element removed from or inserted into the page.
 */
async function watchTakeover(page: Page): Promise<void> {
  await checkRendererDifferences(page);
  await page.addInitScript(() => {
    // bodyLinks: <link>s inserted straight into <body> (React Router's <Scripts> wrote one per module there
    // in the takeover's first render, none of which the server's HTML carries: decision 057).
    // replaceStates: history states replaced before the takeover ended. The scroll restoration script
    // writes the entry's state once; React Router's history adopts it (it replaced it again, in the
    // takeover's task, when the state lacked its index).
    const watch = {
      removed: new Set<Node>(),
      added: new Set<Node>(),
      bodyLinks: [] as string[],
      replaceStates: [] as string[],
      // Every module preload hint inserted, wherever (the loader's, Vite's preload helper's), and whether
      // the takeover had ended then.
      modulePreloads: [] as { href: string; afterTakeover: boolean; byHelper: boolean }[],
    };
    (window as unknown as { __takeover: typeof watch }).__takeover = watch;
    const replaceState = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      if (!document.documentElement.hasAttribute('data-hydrated'))
        watch.replaceStates.push(JSON.stringify(state));
      replaceState(state, unused, url);
    };
    document.addEventListener('DOMContentLoaded', () => {
      for (const link of Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'))) {
        (link as unknown as { __server: boolean }).__server = true;
      }
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes))
            if (node.nodeType === 1) watch.removed.add(node);
          for (const node of Array.from(record.addedNodes)) if (node.nodeType === 1) watch.added.add(node);
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              watch.modulePreloads.push({
                href: node.href,
                afterTakeover: document.documentElement.hasAttribute('data-hydrated'),
                // Vite's helper writes `as="script"`; the loader's hints do not.
                byHelper: node.as === 'script',
              });
          if (record.target === document.body)
            for (const node of Array.from(record.addedNodes))
              if (node.nodeName === 'LINK') watch.bodyLinks.push((node as Element).outerHTML.slice(0, 120));
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });
}

/**
 * Decision 050: the takeover hydrates (Preact trusts the server's attributes instead of reading and
 * rewriting them all), correcting only the attributes the two renderers are known to write differently.
 * This hook (called by the product for every element it adopts, with the element's props) records every
 * other attribute whose value in the server's markup is not what the browser's render asks for, and every
 * attribute the server wrote that the browser's render would not have: hydrate() leaves both in place.
 */
async function checkRendererDifferences(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const differences: string[] = [];
    const w = window as unknown as {
      __rendererDifferences: string[];
      __rendererChecked: number;
      __strideTakeoverCheck: (props: Record<string, unknown>, dom: Element) => void;
    };
    w.__rendererDifferences = differences;
    w.__rendererChecked = 0;
    // Which synchronous run of Preact adopted each element: the takeover is the first, and each section
    // hydrated later (decision 051) comes in a render of its own.
    let batch = 0;
    let batchOpen = false;
    const batches = new WeakMap<Element, number>();
    (w as unknown as { __hydrationBatchOf: (element: Element) => number | null }).__hydrationBatchOf = (
      element,
    ) => batches.get(element) ?? null;
    // Props that are not attributes, or that the DOM holds as state (value, checked, style's object form).
    const notAttributes = new Set([
      'children',
      'key',
      'ref',
      'dangerouslySetInnerHTML',
      'value',
      'checked',
      'defaultValue',
      'defaultChecked',
      'style',
      'suppressHydrationWarning',
      'suppressContentEditableWarning',
      // The browser hides a parsed nonce (getAttribute answers ""), whoever wrote it.
      'nonce',
    ]);
    // The attribute a stateful prop is written to (checked as present, not by value).
    const stateAttributes: Record<string, string> = {
      value: 'value',
      defaultValue: 'value',
      checked: 'checked',
      defaultChecked: 'checked',
      style: 'style',
    };
    // Attributes React's server writes for props that are not attributes: harmless, whoever keeps them.
    const ignoredOnServer = new Set(['nonce', 'suppresshydrationwarning']);
    const attributeOf = (prop: string, svg: boolean) =>
      prop === 'className'
        ? 'class'
        : prop === 'htmlFor'
          ? 'for'
          : prop.includes('-') || svg
            ? prop
            : prop.toLowerCase();
    w.__strideTakeoverCheck = (props, dom) => {
      const where = `<${dom.localName}${dom.id ? `#${dom.id}` : ''} class="${(dom.getAttribute('class') ?? '').slice(0, 40)}">`;
      w.__rendererChecked++;
      if (!batchOpen) {
        batchOpen = true;
        batch += 1;
        queueMicrotask(() => (batchOpen = false));
      }
      batches.set(dom, batch);
      const svg = dom.namespaceURI === 'http://www.w3.org/2000/svg';
      const expected = new Set<string>();
      for (const [prop, value] of Object.entries(props)) {
        const state = stateAttributes[prop];
        if (state && value !== undefined && value !== null) expected.add(state);
        if (notAttributes.has(prop) || typeof value === 'function') continue;
        const attribute = attributeOf(prop, svg);
        if (typeof value === 'object' && value !== null) {
          expected.add(attribute);
          continue;
        }
        const actual = dom.getAttribute(attribute);
        let wanted: string | null;
        if (value === undefined || value === null) wanted = null;
        else if (
          typeof value === 'boolean' &&
          !attribute.startsWith('aria-') &&
          !attribute.startsWith('data-')
        )
          wanted = value ? (actual ?? '') : null;
        else wanted = String(value);
        if (wanted !== null) expected.add(attribute);
        if (actual !== wanted)
          differences.push(
            `${where} ${attribute}: server ${JSON.stringify(actual)}, browser ${JSON.stringify(wanted)}`,
          );
      }
      for (const { name } of Array.from(dom.attributes))
        if (!expected.has(name) && !ignoredOnServer.has(name))
          differences.push(`${where} ${name}: server only`);
    };
  });
}

/**
 * Decision 041: the takeover adopts the server's nodes in place. Once the page is idle (the lazy modules'
 * preloads have run), the stylesheet is the server's own node (never re-fetched, re-parsed or doubled),
 * no element was detached and re-inserted (each such move restyled its whole subtree), no `<link>` was
 * created in `<body>` (decision 057: each was a module preload started inside the takeover's task), no
 * module was preloaded twice and the history state was written once, before the takeover.
 */
async function expectAdoptedInPlace(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const effects = await page.evaluate(() => {
    const watch = (
      window as unknown as {
        __takeover: {
          removed: Set<Element>;
          added: Set<Element>;
          bodyLinks: string[];
          replaceStates: string[];
          modulePreloads: { href: string; afterTakeover: boolean; byHelper: boolean }[];
        };
      }
    ).__takeover;
    const moved = [...watch.removed]
      .filter((node) => watch.added.has(node) && node.isConnected)
      .map((node) => `${node.nodeName.toLowerCase()}.${node.getAttribute('class') ?? ''}`.slice(0, 80));
    const stylesheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
    // The theme fonts' link has no href on a first visit (decision 049): it is not a sheet yet.
    const hrefs = stylesheets
      .filter((link) => link.hasAttribute('href'))
      .map((link) => new URL(link.href).pathname);
    return {
      moved,
      bodyLinks: watch.bodyLinks,
      replaceStates: watch.replaceStates,
      // Vite's helper preloading, after the takeover, a module hinted before. (The loader's hints go on one
      // per task past the takeover under load, and may follow the helper's own for a module: harmless.)
      preloadedAgain: watch.modulePreloads
        .filter(
          (hint, index) =>
            hint.afterTakeover &&
            hint.byHelper &&
            watch.modulePreloads.findIndex((p) => p.href === hint.href) < index,
        )
        .map((hint) => hint.href),
      preloads: watch.modulePreloads.length,
      stylesheetsFromServer: stylesheets.filter(
        (link) => (link as unknown as { __server?: boolean }).__server,
      ).length,
      stylesheets: stylesheets.length,
      duplicateStylesheets: hrefs.filter((href, index) => hrefs.indexOf(href) !== index),
      adoptedStyleSheets: document.adoptedStyleSheets.length,
    };
  });
  const renderers = await page.evaluate(() => {
    const w = window as unknown as { __rendererDifferences: string[]; __rendererChecked: number };
    return { differences: w.__rendererDifferences, checked: w.__rendererChecked };
  });
  // Every element of the page went through the check (none would if the product stopped calling it).
  expect(renderers.checked).toBeGreaterThan(100);
  expect(renderers.differences).toEqual([]);
  expect(effects.moved).toEqual([]);
  expect(effects.bodyLinks).toEqual([]);
  // The loader's hints outlive the takeover (ModuleHints), so after it Vite's preload helper finds them
  // and preloads no hinted module a second time (it did for each one the takeover had removed).
  expect(effects.preloads).toBeGreaterThan(0);
  expect(effects.preloadedAgain).toEqual([]);
  // A new entry's state is written once (a reload keeps the entry's state: none).
  expect(effects.replaceStates.length).toBeLessThanOrEqual(1);
  for (const state of effects.replaceStates) expect(state).toMatch(/^\{"key":"[0-9a-v]+","idx":0\}$/);
  expect(effects.duplicateStylesheets).toEqual([]);
  expect(effects.stylesheetsFromServer).toBe(effects.stylesheets);
  expect(effects.adoptedStyleSheets).toBe(0);
}

/**
 * Decision 051: which of Preact's renders adopted the first element each selector matches — 1 for the
 * takeover's, more for a section hydrated in a later task, null for none.
 */
async function hydratedIn(page: Page, selectors: string[]): Promise<(number | null)[]> {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = document.querySelector(selector);
        const w = window as unknown as { __hydrationBatchOf: (element: Element) => number | null };
        return element ? w.__hydrationBatchOf(element) : null;
      }),
    selectors,
  );
}

/** The page's visible text as the server sent it (JavaScript off). */
async function serverText(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const text = await page.locator('#main').innerText();
  await context.close();
  return text;
}

for (const url of PAGES) {
  test(`${url} keeps its document, styles and content once the browser takes over`, async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const expected = await serverText(browser, url);
    await watchTakeover(page);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const adopted = await page.evaluate(() => ({
      htmlElements: document.querySelectorAll('html').length,
      heads: document.querySelectorAll('head').length,
      stylesheets: document.head.querySelectorAll('link[rel="stylesheet"]').length,
      icons: document.head.querySelectorAll('link[rel="icon"]').length,
      // min-h-dvh on <body>: the viewport's height when the stylesheet applies, 0px when it does not.
      bodyMinHeight: getComputedStyle(document.body).minHeight,
      title: document.title,
    }));
    expect(adopted.htmlElements).toBe(1);
    expect(adopted.heads).toBe(1);
    expect(adopted.stylesheets).toBeGreaterThan(0);
    expect(adopted.icons).toBeGreaterThan(0);
    expect(adopted.bodyMinHeight).not.toBe('0px');
    expect(adopted.title).not.toBe('');
    await expect(page.locator('#main')).toHaveText(expected, { useInnerText: true });
    await expectAdoptedInPlace(page);
    expect(errors).toEqual([]);
    // The header and the footer (on every page) hydrated after the takeover's render, each in a render of
    // its own, the header first (decision 056).
    const [main, header, footer] = await hydratedIn(page, ['#main h1', 'header.site-header', 'footer']);
    expect(main).toBe(1);
    expect(header).toBeGreaterThan(1);
    expect(footer).toBeGreaterThan(header!);
  });
}

test("home's sections below the fold are hydrated after the takeover, each in a render of its own", async ({
  page,
}) => {
  await watchTakeover(page);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expectAdoptedInPlace(page);
  const [hero, horses, syndicates, faq, subscribe, footer] = await hydratedIn(page, [
    '#main h1',
    'section[aria-labelledby="featured-horses-title"]',
    'section[aria-labelledby="featured-syndicates-title"]',
    'section[aria-labelledby="home-faq-title"]',
    '#subscribe',
    'footer',
  ]);
  expect(hero).toBe(1);
  const later = [horses, syndicates, faq, subscribe, footer];
  for (const batch of later) expect(batch).toBeGreaterThan(1);
  expect(new Set(later).size).toBe(later.length);
  // Hydrated means handlers: the FAQ's accordion opens.
  const question = page.locator('#home-faq-title ~ .faq-list button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('a visitor who answered the cookie banner never sees it again, before, during or after the takeover', async ({
  page,
}) => {
  await page.addInitScript((cookieAcceptedKey) => {
    window.localStorage.setItem(cookieAcceptedKey, 'true');
    // Every frame from the first one on: was the banner on screen?
    const seen: boolean[] = [];
    (window as unknown as { __bannerSeen: boolean[] }).__bannerSeen = seen;
    const look = () => {
      const banner = document.querySelector('.cookie-banner');
      seen.push(banner !== null && getComputedStyle(banner).display !== 'none');
      if (seen.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, STORAGE_KEYS.cookieAccepted);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => (window as unknown as { __bannerSeen: boolean[] }).__bannerSeen);
  expect(seen.length).toBeGreaterThan(10);
  // The takeover once removed <html data-consent> (set by the inline script) and showed it until the
  // consent's first read took the banner away (decision 041).
  expect(seen.filter(Boolean)).toEqual([]);
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
});

test('/updates/ (a member, the first page of the feed in the HTML) is adopted in place too', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const member = await signIn(browser, MEMBER_EMAIL, '/updates/', testInfo.project.use.viewport ?? undefined);
  try {
    const { page } = member;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await watchTakeover(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(page.getByTestId('update-card').first()).toBeVisible();
    await expectAdoptedInPlace(page);
    expect(errors).toEqual([]);
    // The first card in the takeover, the next in renders of their own (decision 051).
    const [first, second] = await hydratedIn(page, [
      '[data-testid="feed"] > li:nth-child(1)',
      '[data-testid="feed"] > li:nth-child(2)',
    ]);
    expect(first).toBe(1);
    expect(second).toBeGreaterThan(1);
  } finally {
    await member.context.close();
  }
});

test('/favicon.ico answers with an icon — browsers ask for it when a page has no icon link', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
  // An ICO container (reserved 0, type 1) holding at least one image.
  const bytes = await response.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});
