import { expect, test } from '@playwright/test';
import { themeFontState } from '../theme-fonts';
import { anonymousHeaders } from '../auth/support';
import { API_URL } from '../env';

interface Named {
  id: number;
  name: string;
}

test.describe('home page', () => {
  test('shows the hero and the featured horses and syndicates from the API, in featured order', async ({
    page,
    request,
  }) => {
    // The API wants a bearer token even for public reads: an anonymous visitor's.
    const headers = await anonymousHeaders(request);
    const horses = (await (
      await request.get(`${API_URL}/api/horses?featured=true&order[featuredOrder]=asc`, { headers })
    ).json()) as {
      data: Named[];
    };
    const syndicates = (await (
      await request.get(`${API_URL}/api/syndicates?featured=true&order[featuredOrder]=asc`, { headers })
    ).json()) as {
      data: Named[];
    };
    expect(horses.data.length).toBeGreaterThan(0);
    expect(syndicates.data.length).toBeGreaterThan(0);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'View Syndicates' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();

    const featuredHorses = page.getByRole('region', { name: 'Horses' });
    const shown = await featuredHorses.getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.map((t) => t.trim())).toEqual(horses.data.map((h) => h.name));

    const featuredSyndicates = page.getByRole('region', { name: 'Syndicates' });
    const shownSyndicates = await featuredSyndicates.getByRole('heading', { level: 3 }).allTextContents();
    expect(shownSyndicates.map((t) => t.trim())).toEqual(syndicates.data.map((s) => s.name));
  });

  test('is server-rendered: featured horses are in the HTML before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const headers = await anonymousHeaders(request);
    const horses = (await (
      await request.get(`${API_URL}/api/horses?featured=true&order[featuredOrder]=asc`, { headers })
    ).json()) as {
      data: Named[];
    };
    // As React writes text into markup (the hydration data's copy is a script string, not the page).
    const inMarkup = (text: string) =>
      text
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#x27;');
    for (const horse of horses.data) expect(html).toContain(inMarkup(horse.name));
  });

  test('images of featured horses load', async ({ page }) => {
    await page.goto('/');
    const image = page.getByRole('region', { name: 'Horses' }).locator('img').first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('a phone renders and fetches what lies screens below the hero only as the visitor nears it', async ({
    page,
  }) => {
    // What follows the hero renders as it nears the viewport (design-system.css, `.hero ~ *`): on a
    // phone the FAQ is several screens down, so the first paint skips it and its images wait.
    await page.setViewportSize({ width: 375, height: 800 });
    const logos: string[] = [];
    page.on('request', (request) => {
      if (/\/syndicates\/\d+\/logo/.test(request.url())) logos.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
    const rendered = () =>
      faq.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    expect(logos).toEqual([]);

    const syndicates = page.getByRole('region', { name: 'Syndicates' });
    await syndicates.scrollIntoViewIfNeeded();
    const logo = syndicates.locator('img').first();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(logos.length).toBeGreaterThan(0);
    await faq.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);

    // The syndicate and horse pages open with the same band, and what follows it gets the same rule.
    for (const path of ['/syndicates/cotswold-chasers-partnership/', '/horses/6/bog-of-allen/']) {
      await page.goto(path);
      const after = await page.locator('.hero + *').evaluate((el) => getComputedStyle(el).contentVisibility);
      expect(after, path).toBe('auto');
    }
  });
});

test.describe("a syndicate's theme font", () => {
  test('a first visit loads it by script after the first paint; a returning visitor paints in it at once', async ({
    page,
  }) => {
    // Decisions 039, 047 and 049: a first visit never requests the theme fonts' stylesheet; the theme
    // component loads its family's files after the paint and adds them together, and from then on local
    // storage says the font is cached, so the next page links the sheet before its first paint.
    const path = '/syndicates/cotswold-chasers-partnership/';
    const title = page.getByRole('heading', { level: 1, name: 'Cotswold Chasers Partnership' });
    const merriweather = () => themeFontState(page, 'Merriweather', 'merriweather-');

    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect.poll(async () => (await merriweather()).weights).toEqual(['400', '700']);
    const first = await merriweather();
    expect(first.paint).not.toBeNull();
    expect(first.sheet).toBeNull();
    expect(first.font).toBeGreaterThan(first.paint!);
    expect(await title.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^Merriweather/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('stride.themeFontsLoaded'))).toBe('1');

    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const returning = await merriweather();
    expect(returning.sheet).not.toBeNull();
    expect(returning.sheet!).toBeLessThan(returning.paint!);
    // The takeover keeps the sheet linked (it once removed the href the inline script had set).
    await expect(page.locator('link[data-cached-sheet]')).toHaveAttribute('href', /theme-fonts-/);
    await expect.poll(async () => (await merriweather()).weights).toEqual(['400', '700']);
  });
});

test.describe('routing rules', () => {
  test('an unknown route renders "This page could not be found" with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-place/at-all/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: /to home/i })).toHaveAttribute('href', '/');
  });

  test('a path without the trailing slash is redirected with 308, query kept', async ({ request }) => {
    const res = await request.get('/horses?page=2', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe('/horses/?page=2');
  });
});
