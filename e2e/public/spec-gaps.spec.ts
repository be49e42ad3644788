import { expect, test } from '@playwright/test';
import { anonymousHeaders } from '../auth/support';
import { API_URL } from '../env';
import { hydrated } from '../forms/support';

/** Issue 18 (part B): SPEC behaviour of the public pages — home FAQ, promo video, language cookie, redirects. */
test.describe('home page FAQ accordion (SPEC §2)', () => {
  test('lists the published FAQs placed "home", and opens them by keyboard with aria-expanded', async ({
    page,
    request,
  }) => {
    const headers = await anonymousHeaders(request);
    const faqs = (await (
      await request.get(`${API_URL}/api/faqs?place=home&published=true&itemsPerPage=30`, { headers })
    ).json()) as { data: { question: string }[] };
    expect(faqs.data.length).toBeGreaterThan(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = section.getByRole('button');
    await expect(questions).toHaveText(faqs.data.map((faq) => faq.question));
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The accordion opens by script: its handlers are attached once the page's modules have loaded.
    await hydrated(page);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('promo video (issue 18 item 14)', () => {
  test("shows its poster whole — no player controls over the poster's title — until played", async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('section[aria-labelledby="promo-video-title"] video');
    await expect(video).toBeVisible();
    expect(await video.getAttribute('controls')).toBeNull();
    await hydrated(page);
    await page.getByRole('button', { name: /^Play the video:/ }).click();
    await expect(video).toHaveAttribute('controls', '');
  });
});

test.describe('language (SPEC §4, §9)', () => {
  test('stores the language in the lang cookie for 365 days', async ({ page, context }) => {
    await page.goto('/');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang')!;
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('a language-prefixed URL goes to the page for good and sets the cookie', async ({ request }) => {
    const res = await request.get('/en/faq/', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/faq/');
    expect(res.headers()['set-cookie']).toContain('lang=en; Max-Age=31536000; Path=/');
  });
});

test.describe('numeric syndicate paths (SPEC §2)', () => {
  test('an unknown syndicate id goes to the syndicate list', async ({ page }) => {
    await page.goto('/syndicates/987654/');
    await expect(page).toHaveURL(/\/syndicates\/$/);
  });
});
