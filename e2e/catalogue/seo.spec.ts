import { expect, test } from '@playwright/test';
import { type HorseJson, type SyndicateJson, publicApi } from './api';

test.describe('search engines', () => {
  test('sitemap.xml lists the public syndicates and horses', async ({ request }) => {
    const get = await publicApi(request);
    const syndicate = (await get<{ data: SyndicateJson[] }>('/api/syndicates?showOnSite=true')).data.find(
      (s) => s.slug,
    )!;
    const horse = (await get<{ data: HorseJson[] }>('/api/horses?itemsPerPage=1')).data[0]!;
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/syndicates/${syndicate.slug}/</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/horses/${horse.id}/${horse.slug}/</loc>`));
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/faq\/<\/loc>/);
  });

  test('robots.txt allows the public site, keeps crawlers out of member pages and names the sitemap', async ({
    request,
  }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('Allow: /');
    expect(body).toContain('Disallow: /updates/');
    expect(body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
