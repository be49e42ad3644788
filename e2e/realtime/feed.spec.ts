/**
 * Issue 7: a post the stable publishes reaches a member's open feed without a reload. Staff (Ciara, staff
 * of the Liffey and Kildare syndicates) publish through the API — POST updates (a draft) then PATCH
 * publicationStatus published, as the write-a-post page does — while the member (Aoife, member of both)
 * watches /updates/. It needs publishing-api's write routes, realtime-api's socket processor (post events
 * → postCreate/postUpdate) and members-web's feed with lib/realtime's cache rules.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { LIFFEY, MEMBER_EMAIL, STAFF_EMAIL, api, signIn, uniqueText } from './support';

/** Socket events can arrive a few seconds late while the 5 s test token's socket reconnects. */
const expect = baseExpect.configure({ timeout: 20_000 });

interface Named {
  id: number;
  name: string;
}

test.describe('live feed', () => {
  test('a post published by staff appears in an open member feed without reload', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
    const staff = await signIn(browser, STAFF_EMAIL, '/updates/', viewport);
    try {
      await expect(member.page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
      await expect(member.page.getByRole('article').first()).toBeVisible();
      // Other journeys publish to the same syndicates in parallel: "on top" means above what was there.
      const newestBefore = await member.page.getByRole('article').first().getAttribute('data-update-id');

      const { data: syndicates } = await api<{ data: Named[] }>(
        staff.page,
        'GET',
        '/api/syndicates?itemsPerPage=100',
      );
      const liffey = syndicates.find((s) => s.name === LIFFEY);
      expect(liffey, LIFFEY).toBeTruthy();
      const { data: horses } = await api<{ data: Named[] }>(
        staff.page,
        'GET',
        `/api/horses?syndicate.id=${liffey!.id}&itemsPerPage=1`,
      );
      expect(horses.length).toBeGreaterThan(0);

      const text = uniqueText('Schooled over hurdles this morning and jumped beautifully.');
      const draft = await api<{ id: number; publicationStatus: string }>(staff.page, 'POST', '/api/updates', {
        syndicate: `/api/syndicates/${liffey!.id}`,
        horse: `/api/horses/${horses[0]!.id}`,
        comment: `<p>${text}</p>`,
        type: 'text',
        notify: false,
      });
      if (draft.publicationStatus !== 'published') {
        await api(staff.page, 'PATCH', `/api/updates/${draft.id}`, { publicationStatus: 'published' });
      }

      // No reload: the member's open feed shows it.
      const article = member.page.getByRole('article').filter({ hasText: text });
      await expect(article).toBeVisible();
      await expect(
        article.locator(`xpath=following::article[@data-update-id="${newestBefore}"]`),
      ).toHaveCount(1);
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});
