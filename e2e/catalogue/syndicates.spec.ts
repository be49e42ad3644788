import { expect, test } from '@playwright/test';
import { dismissOverlaysWhenInTheWay } from './overlays';
import { type SyndicateJson, euro, publicApi } from './api';

test.describe('syndicates', () => {
  test.beforeEach(async ({ page }) => {
    await dismissOverlaysWhenInTheWay(page);
  });

  test('list → detail shows the facts and the price per share in €', async ({ page, request }) => {
    const get = await publicApi(request);
    const { data } = await get<{ data: SyndicateJson[] }>('/api/syndicates?showOnSite=true&itemsPerPage=12');
    // A seeded syndicate with its facts filled in: other journeys (the back office) add bare syndicates
    // to the same product while this one runs.
    const syndicate = data.find((s) => s.slug && s.trainer && s.numberOfShares > 0)!;

    const listResponse = await page.goto('/syndicates/');
    expect(listResponse?.status()).toBe(200);
    const list = page.getByRole('list', { name: 'Syndicates' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(12);
    const card = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: syndicate.name, exact: true }) });
    await expect(card.getByText(euro(syndicate.pricePerShare), { exact: true })).toBeVisible();

    await card.getByRole('link', { name: syndicate.name, exact: true }).click();
    await expect(page).toHaveURL(`/syndicates/${syndicate.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: syndicate.name })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Share offer' });
    await expect(offer.getByText(euro(syndicate.pricePerShare), { exact: true })).toBeVisible();
    for (const label of ['Trainer', 'Horses', 'Shares'])
      await expect(offer.getByText(label, { exact: true })).toBeVisible();
    await expect(offer.getByText(syndicate.trainer, { exact: true })).toBeVisible();
    await expect(offer.getByText(String(syndicate.numberOfShares), { exact: true })).toBeVisible();
    const requestInfo = offer.getByRole('button', { name: 'Request info' });
    await expect(requestInfo).toHaveAttribute('data-join-syndicate', String(syndicate.id));
    if (syndicate.paymentLink) {
      await expect(offer.getByRole('link', { name: /Pay to join/ })).toHaveAttribute(
        'href',
        syndicate.paymentLink,
      );
    } else {
      await expect(offer.getByRole('link', { name: /Pay to join/ })).toHaveCount(0);
    }
    await expect(
      page
        .getByRole('list', { name: `Horses of ${syndicate.name}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  test('a numeric syndicate path redirects (301) to the slug path', async ({ page, request }) => {
    const get = await publicApi(request);
    const { data } = await get<{ data: SyndicateJson[] }>('/api/syndicates?showOnSite=true');
    // A seeded syndicate with its facts filled in: other journeys (the back office) add bare syndicates
    // to the same product while this one runs.
    const syndicate = data.find((s) => s.slug && s.trainer && s.numberOfShares > 0)!;
    const redirect = await request.get(`/syndicates/${syndicate.id}/`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe(`/syndicates/${syndicate.slug}/`);
    await page.goto(`/syndicates/${syndicate.id}/`);
    await expect(page).toHaveURL(`/syndicates/${syndicate.slug}/`);
  });

  test("a phone's banner comes in the medium rendition, a wide screen's in the full one (decision 048)", async ({
    browser,
    baseURL,
  }) => {
    const screens = [
      // Lighthouse's phone: 412 px at 1.75× wants ~720 px.
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, file: /background\.medium\.webp$/ },
      { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, file: /background\.webp$/ },
    ];
    for (const { viewport, deviceScaleFactor, file } of screens) {
      const context = await browser.newContext({ viewport, deviceScaleFactor, baseURL });
      const page = await context.newPage();
      await page.goto('/syndicates/cotswold-chasers-partnership/');
      const banner = page.locator('section.hero > img').first();
      // Loaded (a rendition missing from storage would be a broken image), from the file the screen needs.
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(file);
      await context.close();
    }
  });

  test('an unknown syndicate slug is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/syndicates/no-such-syndicate/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});
