import { expect, test } from '@playwright/test';
import { findVideoUpdate, serveVideosAsHls, signIn } from './support';

test.describe('update media and sharing', () => {
  test('a video update plays through hls.js, and Share copies the link with a short confirmation', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const post = await findVideoUpdate(page);
    const alreadyHls = post.assets.some((asset) => asset.mimeType.toLowerCase() === 'application/x-mpegurl');
    if (!alreadyHls) await serveVideosAsHls(page, post.id);
    await page.goto(`/updates/${post.id}/`);

    // hls.js attaches a MediaSource to the video (the player exposes its state on data-hls).
    const video = page.locator('video[data-hls]').first();
    await expect(video).toHaveAttribute('data-hls', 'attached', { timeout: 20_000 });
    expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toMatch(/^blob:/);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play().catch(() => undefined);
    });
    // It really plays: frames decoded and the clock moving.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // Share: no Web Share API in desktop Chromium, so the link is copied and "Copied" shows for 700 ms.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => {
      // Force the copy path on devices that do have a share sheet.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    // "Copied" lasts 700 ms: Playwright's assertions poll once a second after their first second, so on a
    // slow host (the clipboard write taking longer than that) one missed it. The page records every label
    // the button takes instead, and the assertion reads that record.
    const share = page.getByRole('button', { name: 'Share' });
    const labels = await share.evaluateHandle((button) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(button.textContent?.trim() ?? '')).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      return seen;
    });
    await share.click();
    await expect.poll(() => labels.jsonValue()).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/updates/${post.id}/`,
    );
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});
