import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type HorseJson, type SyndicateJson, publicApi } from './api';

const STATIC_PATHS = [
  '/syndicates/',
  '/horses/',
  '/about-us/',
  '/terms-and-conditions/',
  '/privacy-policy/',
  '/faq/',
  '/stride-horse-racing-syndicates/',
  '/buy-shares-in-racehorse/',
  '/fractional-ownership-in-racehorse-explained/',
  '/racing-club-and-syndicate-management/',
  '/we-run-together/',
];

test.describe('accessibility of the catalogue and content pages', () => {
  test('axe finds no serious or critical violations', async ({ page, request }) => {
    test.setTimeout(120_000);
    const get = await publicApi(request);
    const syndicate = (await get<{ data: SyndicateJson[] }>('/api/syndicates?showOnSite=true')).data.find(
      (s) => s.slug,
    )!;
    const horse = (await get<{ data: HorseJson[] }>('/api/horses?itemsPerPage=1')).data[0]!;
    const paths = [...STATIC_PATHS, `/syndicates/${syndicate.slug}/`, `/horses/${horse.id}/${horse.slug}/`];
    for (const path of paths) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});
