import { type Browser, expect, test } from '@playwright/test';

/**
 * The browser takes over the server's document (Preact renders into React's HTML, decision 031): the page
 * keeps one <html>, its stylesheet and its content, and nothing throws. A broken takeover once left a
 * second <html> inside the first, or dropped the stylesheet — the journeys still clicked through an
 * unstyled page, so this checks the document itself.
 */
const PAGES = ['/', '/syndicates/cotswold-chasers-partnership/', '/horses/6/bog-of-allen/', '/faq/'];

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
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // The server's stylesheet rules are held until the client's own <link> has loaded, then released.
    await page.waitForFunction(() => document.adoptedStyleSheets.length === 0);
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
    expect(errors).toEqual([]);
  });
}

test('/favicon.ico answers with an icon — browsers ask for it while the takeover re-creates the head’s icon links', async ({
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
