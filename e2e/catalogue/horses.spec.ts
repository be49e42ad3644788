import { expect, test } from '@playwright/test';
import { dismissOverlaysWhenInTheWay } from './overlays';
import { type HorseJson, publicApi } from './api';

test.describe('horses', () => {
  test.beforeEach(async ({ page }) => {
    await dismissOverlaysWhenInTheWay(page);
  });

  test('horse page shows the facts and the family tree; the bare id redirects to the named path', async ({
    page,
    request,
  }) => {
    const get = await publicApi(request);
    const { data } = await get<{ data: HorseJson[] }>('/api/horses?itemsPerPage=1');
    const horse = data[0]!;

    const redirect = await request.get(`/horses/${horse.id}/`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe(`/horses/${horse.id}/${horse.slug}/`);

    await page.goto('/horses/');
    await page.getByRole('link', { name: horse.name, exact: true }).click();
    await expect(page).toHaveURL(`/horses/${horse.id}/${horse.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: horse.name })).toBeVisible();

    const record = page.locator('dl[aria-label="Racing record"]');
    for (const label of ['Prize money', 'Wins', 'Runs', '2nds', '3rds'])
      await expect(record.getByText(label, { exact: true })).toBeVisible();
    await expect(record.getByText(/^€[\d,]+/)).toBeVisible();
    const details = page.locator('dl[aria-label="Profile"]');
    for (const label of ['Age', 'Sire', 'Dam', 'Sex', 'Trainer', 'Location'])
      await expect(details.getByText(label, { exact: true })).toBeVisible();

    const tree = page.getByRole('region', { name: 'Family tree' });
    await expect(tree.getByRole('list', { name: `Parents of ${horse.name}` })).toBeVisible();
    await expect(tree.getByRole('listitem')).toHaveCount(15);
    if (horse.pedigree.damDamDam)
      await expect(tree.getByText(horse.pedigree.damDamDam).first()).toBeVisible();
  });

  test('the pedigree PDF downloads as a PDF named after the horse', async ({ page, request }) => {
    const get = await publicApi(request);
    const horse = (await get<{ data: HorseJson[] }>('/api/horses?itemsPerPage=1')).data[0]!;
    await page.goto(`/horses/${horse.id}/${horse.slug}/`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download pedigree PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${horse.slug}-pedigree.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const response = await request.get(`/horses/${horse.id}/pdf/`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const etag = response.headers()['etag']!;
    const again = await request.get(`/horses/${horse.id}/pdf/`, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });

  test('an unknown horse id is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/horses/987654/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});
