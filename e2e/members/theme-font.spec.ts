/**
 * Decision 049: a member's syndicate theme sets the font of the whole site (SPEC §1, §9). On a first
 * visit the page paints in the font the theme stands for (Arial for the demo member's Arimo, the same
 * metrics), and the web font's files are fetched after the paint by script and added together; the
 * theme fonts' stylesheet is linked only before the paint of a browser that has loaded them before.
 */
import { expect, test } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../realtime/support';
import { themeFontState } from '../theme-fonts';

test('a member’s theme font loads after the first paint, both weights at once, then from the cache', async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? undefined;
  const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
  const { page } = member;
  try {
    const arimo = async () => ({
      ...(await themeFontState(page, 'Arimo', 'arimo-')),
      body: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    });

    // The sign-in's page loads the font too: let it finish first, or it marks the font as loaded in
    // local storage after the clear below and the "first visit" links the sheet.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('stride.themeFontsLoaded'))).toBe('1');
    // A first visit: nothing of the theme fonts is asked for before the paint.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect.poll(async () => (await arimo()).weights).toEqual(['400', '700']);
    const first = await arimo();
    expect(first.body).toMatch(/^Arimo, Arial,/);
    expect(first.sheet).toBeNull();
    expect(first.font).toBeGreaterThan(first.paint!);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('stride.themeFontsLoaded'))).toBe('1');

    // The next page: the sheet is linked before the paint and the font comes from it.
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const returning = await arimo();
    expect(returning.sheet).not.toBeNull();
    expect(returning.sheet!).toBeLessThan(returning.paint!);
    // The takeover keeps the sheet linked (it once removed the href the inline script had set).
    await expect(page.locator('link[data-cached-sheet]')).toHaveAttribute('href', /theme-fonts-/);
    await expect.poll(async () => (await arimo()).weights).toEqual(['400', '700']);
  } finally {
    await member.context.close();
  }
});
