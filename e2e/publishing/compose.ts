/**
 * The staff half of the publishing journey, shared by the specs: signs in as the demo staff user, writes
 * a post (syndicate, horse found by search, rich text with an emoji) with a generated 30 MB video, a photo
 * and a voice note from the fake microphone, publishes it, and checks the progress bars and the API calls.
 */
import { type Page, type Response, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { accessTokenCookie } from '../auth/support';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { API_URL } from '../env';
import { DEMO_STAFF, photo, signInTo, thirtyMegabyteVideo } from './support';

export interface PostJson {
  id: number;
  publicationStatus: string;
  uploadedAssetsCount: number;
  expectedNumberAssets: number;
  type: string;
  assets: { originalName: string; status: string; mimeType: string }[];
}

/** Writes and publishes the post through the composer; resolves to the published post and its horse. */
export async function composeAndPublish(page: Page): Promise<{ post: PostJson; horse: { name: string } }> {
  const video = await thirtyMegabyteVideo();
  const jpeg = await photo();
  await dismissOverlaysWhenInTheWay(page);
  await signInTo(page, DEMO_STAFF, '/write-a-post/');

  const horse = await chooseSyndicateAndHorse(page);

  // What: rich text with an emoji from the picker.
  await page.getByRole('textbox', { name: 'Update' }).click();
  await page.keyboard.type('Bright work on the gallops this morning ');
  await page.getByRole('button', { name: 'Add emoji' }).click();
  await page
    .getByTestId('emoji-picker')
    .getByRole('gridcell', { name: 'grinning face', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Update' })).toContainText('😀');

  // Files: the picker for video and photo, the recorder for a voice note.
  await page.getByTestId('file-input').setInputFiles([
    { name: 'gallops.mp4', mimeType: 'video/mp4', buffer: readFileSync(video) },
    { name: 'yard.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(page.getByTestId('attachment')).toHaveCount(2);
  await page.getByRole('button', { name: 'Record audio' }).click();
  await expect(page.getByTestId('recording-timer')).toHaveText('0:02', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByTestId('attachment')).toHaveCount(3);
  await expect(page.getByTestId('attachment').nth(2)).toContainText(/Recording .*\.(webm|mp4|ogg)/);

  // Publish: a progress bar per file, then the post is published through PATCH updates/{id}.
  const patches: Response[] = [];
  page.on('response', (response) => {
    // A 401 (the 5-second e2e access token expired) is answered by one fresh authorization and a resend.
    const patch = response.request().method() === 'PATCH' && /\/api\/updates\/\d+$/.test(response.url());
    if (patch && response.ok()) patches.push(response);
  });
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/updates'),
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  const post = (await (await created).json()) as PostJson;
  expect(post.expectedNumberAssets).toBe(3);
  expect(post.type).toBe('media');
  expect(post.publicationStatus).toBe('draft');

  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(3);
  await expect(page.getByRole('progressbar', { name: 'Upload of gallops.mp4' })).toBeVisible();
  await expect(page.getByTestId('post-done')).toContainText('Your update is live', { timeout: 240_000 });
  for (const bar of await bars.all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');

  expect(patches).toHaveLength(2);
  expect(patches[0]!.request().postDataJSON()).toEqual({
    uploadedAssetsCount: 3,
    assetsStatus: 'processing',
  });
  expect(patches[1]!.request().postDataJSON()).toEqual({ publicationStatus: 'published' });
  const published = (await patches[1]!.json()) as PostJson;
  expect(published.id).toBe(post.id);
  expect(published.publicationStatus).toBe('published');
  expect(published.uploadedAssetsCount).toBe(3);
  expect(published.assets.map((asset) => asset.originalName).sort()).toEqual(
    expect.arrayContaining(['gallops.mp4', 'yard.jpg']),
  );
  await expect(page.getByRole('link', { name: 'View update' })).toHaveAttribute(
    'href',
    `/updates/${post.id}/`,
  );
  return { post: published, horse };
}

/** Picks a syndicate of the signed-in staff user and one of its horses through the horse search. */
export async function chooseSyndicateAndHorse(
  page: Page,
): Promise<{ name: string; syndicate: { id: number } }> {
  // A syndicate of the staff user a syndicate of the staff user, and one of its horses found by typing part of its name.
  const token = await accessTokenCookie(page.context());
  const me = (await (
    await page.request.get(`${API_URL}/oauth/v2/user-info`, {
      headers: { authorization: `Bearer ${token!.value}` },
    })
  ).json()) as { syndicates: { id: number }[]; horses: { name: string; syndicate: { id: number } }[] };
  const horse = me.horses.find((h) => me.syndicates.some((s) => s.id === h.syndicate.id))!;
  await page.getByLabel('Syndicate').selectOption(String(horse.syndicate.id));
  const horseSearch = page.getByRole('combobox', { name: 'Horse' });
  await horseSearch.fill(horse.name.slice(0, 1));
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByText('Please type at least 2 characters to search')).toBeVisible();
  await horseSearch.fill(horse.name.slice(0, 3).toLowerCase());
  await expect(page.getByRole('option', { name: horse.name })).toBeVisible();
  await horseSearch.press('ArrowDown');
  await page.getByRole('option', { name: horse.name }).click();
  await expect(page.getByTestId('selected-horse')).toHaveText(horse.name);

  return horse;
}
