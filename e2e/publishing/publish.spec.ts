/**
 * The staff journey of issue 6: the demo staff user writes a post with a generated 30 MB video, a photo
 * and a voice note recorded from Chromium's fake microphone, watches a progress bar per file, publishes,
 * and the API holds the published post with its three uploaded files.
 */
import { expect, test } from '@playwright/test';
import { composeAndPublish } from './compose';
import { FAKE_MEDIA_LAUNCH } from './support';

test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

test('staff publish a post with video, photo and a recorded voice note', async ({ page }) => {
  test.setTimeout(300_000);
  const { post } = await composeAndPublish(page);
  expect(post.publicationStatus).toBe('published');
  expect(post.uploadedAssetsCount).toBe(3);
});
