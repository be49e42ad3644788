/**
 * Issue 6 end to end: what the staff user publishes in the composer (30 MB video, photo, voice note)
 * reaches a member of that syndicate — in the feed, then on the update page, where the video plays through
 * hls.js once media processing has turned it into HLS. Needs the members' feed and update pages
 * (members-api, members-web) next to the publishing API.
 */
import { expect, test } from '@playwright/test';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { API_URL } from '../env';
import { type PostJson, composeAndPublish } from './compose';
import { DEMO_MEMBER, FAKE_MEDIA_LAUNCH, signInTo } from './support';

test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

test('a member sees the published post in the feed and its video plays through hls.js', async ({
  page,
  browser,
}) => {
  test.setTimeout(540_000);
  const { post, horse } = await composeAndPublish(page);

  const member = await (await browser.newContext()).newPage();
  await dismissOverlaysWhenInTheWay(member);
  await signInTo(member, DEMO_MEMBER, '/updates/');
  await expect(member.getByText('Bright work on the gallops this morning').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(member.getByText(horse.name).first()).toBeVisible();

  // Processing (HLS, poster, mp3, photo renditions) runs as jobs: wait until every asset is complete,
  // asking the API as the member with the session's current token (tokens live 5 s in these journeys).
  const memberToken = () =>
    member.evaluate(async () => {
      const response = await fetch('/auth/token/', {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      return ((await response.json()) as { accessToken?: string }).accessToken ?? '';
    });
  await expect
    .poll(
      async () => {
        const response = await member.request.get(`${API_URL}/api/updates/${post.id}`, {
          headers: { authorization: `Bearer ${await memberToken()}` },
        });
        if (!response.ok()) return `HTTP ${response.status()}`;
        const json = (await response.json()) as PostJson & { assetsStatus: string | null };
        return `${json.assets.map((asset) => asset.status).join(',')}|${json.assetsStatus}`;
      },
      { timeout: 420_000, intervals: [2_000, 5_000] },
    )
    .toBe('complete,complete,complete|complete');

  await member.goto(`/updates/${post.id}/`);
  const video = member.locator('video[data-hls]').first();
  await expect(video).toHaveAttribute('data-hls', 'attached', { timeout: 30_000 });
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(member.locator('audio')).toHaveCount(1);
});
