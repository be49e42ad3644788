/**
 * The race entry of write-a-post (SPEC §5 horse entry): required fields say what is missing; a complete
 * entry saved as a draft goes out as POST syndicate-horse-entries (Europe/Dublin ISO datetime, 'manual
 * post') before the post that references it, and the post stays a user draft.
 */
import { expect, test } from '@playwright/test';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { chooseSyndicateAndHorse } from './compose';
import { DEMO_STAFF, signInTo } from './support';

test('a race entry is checked, then saved with its draft post', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissOverlaysWhenInTheWay(page);
  await signInTo(page, DEMO_STAFF, '/write-a-post/');
  await chooseSyndicateAndHorse(page);

  await page.getByRole('button', { name: 'Race entry' }).click();
  const entry = page.getByRole('region', { name: 'Race entry' });
  await entry.getByRole('combobox', { name: 'Update type', exact: true }).selectOption('Final Declaration');
  await entry.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-07-01');
  await entry.getByRole('textbox', { name: 'Time', exact: true }).fill('14:30');
  await entry.getByRole('textbox', { name: 'Race number', exact: true }).fill('3');
  await entry.getByRole('textbox', { name: 'Racetrack', exact: true }).fill('Leopardstown');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(entry.getByText('Please add a race name before submission')).toBeVisible();

  await entry.getByRole('textbox', { name: 'Race name', exact: true }).fill('Summer Handicap');
  await entry.getByRole('textbox', { name: 'Jockey', exact: true }).fill('R. Walsh');
  const entryRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/syndicate-horse-entries'),
  );
  // Access tokens live 5 s in the journeys: a request may meet a 401, and the client refreshes and sends it
  // again. What counts is the answer the client acted on, so wait for the one that was not refused.
  const entryAnswer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && r.url().endsWith('/api/syndicate-horse-entries') && r.status() !== 401,
  );
  const postRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/updates'));
  await page.getByRole('button', { name: 'Save draft' }).click();

  const entryBody = (await entryRequest).postDataJSON() as Record<string, unknown>;
  expect(entryBody).toMatchObject({
    creationTrigger: 'manual post',
    date: '2026-07-01T14:30:00+01:00',
    updateType: 'Final Declaration',
    raceNumber: 3,
    racetrack: 'Leopardstown',
    raceName: 'Summer Handicap',
    jockey: 'R. Walsh',
  });
  const entryResponse = await entryAnswer;
  expect(entryResponse.status()).toBe(201);
  const { id: entryId } = (await entryResponse.json()) as { id: number };

  const postBody = (await postRequest).postDataJSON() as Record<string, unknown>;
  expect(postBody).toMatchObject({
    publicationStatus: 'user_draft',
    type: 'text',
    horseEntry: `/api/syndicate-horse-entries/${entryId}`,
  });
  await expect(page.getByTestId('post-done')).toContainText('Saved to drafts');
});
