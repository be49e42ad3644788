/**
 * Scheduled publishing end to end (issue 15, decision 021): staff write an update in write-a-post with
 * "Publish later" at 09:00 Irish time tomorrow; the composer saves it unpublished and schedules it; the
 * update shows as scheduled; then the real `posts.publish-due` cron job, run as at 09:01 tomorrow (time
 * travel, decision 027), publishes it by itself and it reaches the feed.
 */
import { expect, test } from '@playwright/test';
import { dublinLocalToIso, isoToDublinLocal } from '@stride/shared';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { chooseSyndicateAndHorse } from '../publishing/compose';
import { DEMO_STAFF, signInTo } from '../publishing/support';
import { runJobAt } from './time-travel';

test('an update scheduled in write-a-post shows as scheduled, then publishes itself at its time', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const text = `Schooled over hurdles, publish later ${testInfo.project.name} ${Date.now().toString(36)}`;
  const tomorrow = isoToDublinLocal(new Date(Date.now() + 86_400_000).toISOString())!.date;

  await dismissOverlaysWhenInTheWay(page);
  // The race-day journey, running beside this one, sends race alerts to the staff user's syndicates; they
  // stay until dismissed and on a phone cover the composer. This journey is not about them: close them.
  await page.addLocatorHandler(
    page.getByRole('button', { name: 'Dismiss notification' }).first(),
    (button) => button.click(),
    { noWaitAfter: true },
  );
  await signInTo(page, DEMO_STAFF, '/write-a-post/');
  await chooseSyndicateAndHorse(page);
  await page.getByRole('textbox', { name: 'Update' }).click();
  await page.keyboard.type(text);

  await page.getByLabel('Publish later (Irish time)').check();
  await page.getByLabel('Publish date').fill(tomorrow);
  await page.getByLabel('Publish time').fill('09:00');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('post-done')).toContainText('Saved to drafts', { timeout: 30_000 });
  const scheduled = page.getByRole('status').filter({ hasText: 'Scheduled:' });
  await expect(scheduled).toContainText(`the update publishes itself on ${tomorrow} 09:00 (Irish time)`);

  // Listed as scheduled: the update page says when it publishes itself; members cannot see it yet.
  await scheduled.getByRole('link', { name: 'View the scheduled update' }).click();
  await expect(page).toHaveURL(/\/updates\/\d+\/$/);
  await expect(page.getByTestId('update-detail')).toContainText(text);
  await expect(page.getByTestId('scheduled-badge')).toHaveText(`Scheduled · ${tomorrow} 09:00`);

  // 09:01 tomorrow: the cron job publishes it, with no one pressing anything.
  await runJobAt(request, 'posts.publish-due', dublinLocalToIso(tomorrow, '09:01')!);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('update-detail')).toContainText(text);
    await expect(page.getByTestId('scheduled-badge')).toHaveCount(0);
    await expect(page.getByTestId('update-detail').getByText('Draft', { exact: true })).toHaveCount(0);
  }).toPass({ timeout: 60_000 });

  await page.goto('/updates/');
  await expect(page.getByText(text).first()).toBeVisible({ timeout: 20_000 });
});
