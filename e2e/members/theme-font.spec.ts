/**
 * Decisions 049 and 058: a member's syndicate theme sets the font of the whole site (SPEC §1, §9). The
 * server knows the signed-in member's theme: the page declares that family's faces in its <head> and
 * preloads their files instead of Inter's, so the first layout is already in the theme font and nothing
 * is laid out again when it arrives (loaded by script after the takeover, it re-laid every text node).
 * The theme fonts' stylesheet stays unlinked (it is for a browser that loaded a theme font by script).
 */
import { expect, test } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../realtime/support';
import { themeFontState } from '../theme-fonts';

test('a member’s theme font is declared and preloaded by the server, so the first layout is in it', async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? undefined;
  const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
  const { page } = member;
  try {
    // A first visit: no hint that a theme font was loaded before (the sheet stays unlinked).
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const head = await page.evaluate(() => ({
      faces: document.querySelector('style[data-theme-faces]')?.getAttribute('data-theme-faces') ?? null,
      preloads: Array.from(document.querySelectorAll('link[rel="preload"][as="font"]'), (link) =>
        new URL((link as HTMLLinkElement).href).pathname.replace(/-[\w-]{8}\.woff2$/, ''),
      ),
      inter: performance.getEntriesByType('resource').some((entry) => entry.name.includes('/inter-')),
      body: getComputedStyle(document.body).fontFamily,
    }));
    expect(head.faces).toBe('Arimo');
    expect(head.preloads).toEqual(['/assets/arimo-latin-400-subset', '/assets/arimo-latin-700-subset']);
    // Inter is not the member's body font: its file is no longer fetched for nothing.
    expect(head.inter).toBe(false);
    expect(head.body).toMatch(/^Arimo, Arial,/);
    const state = await themeFontState(page, 'Arimo', 'arimo-');
    expect(state.sheet).toBeNull();
    expect(state.font).not.toBeNull();
    expect(state.font!).toBeLessThan(state.paint!);
    await expect
      .poll(async () => (await themeFontState(page, 'Arimo', 'arimo-')).weights)
      .toEqual(['400', '700']);
    // Declared in CSS, never added again by script (decision 049's loader leaves a declared family alone).
    const arimoFaces = await page.evaluate(() => {
      let count = 0;
      document.fonts.forEach((face) => void (face.family.replace(/["']/g, '') === 'Arimo' && count++));
      return count;
    });
    expect(arimoFaces).toBe(2);
  } finally {
    await member.context.close();
  }
});
