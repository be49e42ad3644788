/**
 * Issue 18 items 0, 1 and 3 (decision 024), produced by real product actions and seen live in another
 * browser: a member asks to join a syndicate, the racing manager accepts, and the member's open /messages/
 * list shows the syndicate's chats; removing the membership takes them away again. A comment edited in
 * one browser changes in another; an update edited by its author shows "edited" in a member's open page.
 * Desktop and mobile each use their own member and syndicate so the two projects never collide.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { MANAGER_EMAIL, MEMBER_EMAIL, STAFF_EMAIL, api, publishTextUpdate, signIn, uniqueText } from './support';

/** Socket events can arrive a few seconds late while the 5 s test token's socket reconnects. */
const expect = baseExpect.configure({ timeout: 20_000 });

interface Named {
  id: number;
  name: string;
}

/** Seeded people (apps/api/src/db/seed/content/people.ts) outside the syndicate each project uses. */
const NEWCOMER = {
  desktop: { email: 'padraig.nolan@example.com', syndicate: 'Hill of Tara Partnership' },
  mobile: { email: 'grainne.mcevoy@example.com', syndicate: 'Cotswold Chasers Partnership' },
} as const;

test.describe('chats follow memberships', () => {
  test('accepting a join request shows the new chats live on the member’s /messages/; removing the membership takes them away', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const who = testInfo.project.name === 'mobile' ? NEWCOMER.mobile : NEWCOMER.desktop;
    const member = await signIn(browser, who.email, '/messages/', viewport);
    const manager = await signIn(browser, MANAGER_EMAIL, '/messages/', viewport);
    try {
      const list = member.page.getByRole('list', { name: 'Chats' });
      await expect(list.getByRole('link').first()).toBeVisible();
      const ofSyndicate = list.getByRole('link').filter({ hasText: who.syndicate });
      await expect(ofSyndicate).toHaveCount(0);

      const { data: syndicates } = await api<{ data: Named[] }>(
        manager.page,
        'GET',
        '/api/syndicates?itemsPerPage=100',
      );
      const syndicate = syndicates.find((s) => s.name === who.syndicate);
      expect(syndicate, who.syndicate).toBeTruthy();

      // The member asks; the manager accepts (the back office's accept call).
      const request = await api<{ id: number }>(member.page, 'POST', '/api/syndicate-user-join-requests', {
        syndicate: syndicate!.id,
      });
      await api(manager.page, 'POST', `/api/admin/join-requests/${request.id}/accept`, {});

      // Live, no reload: the group chat and the private chat with the manager.
      await expect(ofSyndicate).toHaveCount(2);

      const { data: places } = await api<{ data: Array<{ id: number; user: { email: string } | null }> }>(
        manager.page,
        'GET',
        `/api/admin/memberships?syndicate.id=${syndicate!.id}&itemsPerPage=100`,
      );
      const place = places.find((p) => p.user?.email === who.email);
      expect(place, 'the new membership').toBeTruthy();
      await api(manager.page, 'DELETE', `/api/admin/memberships/${place!.id}`);
      await expect(ofSyndicate).toHaveCount(0);
    } finally {
      await member.context.close();
      await manager.context.close();
    }
  });
});

test.describe('live edits', () => {
  test('a comment edited in one browser changes in another; an update edited by its author shows "edited"', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
    const staff = await signIn(browser, STAFF_EMAIL, '/updates/', viewport);
    try {
      const text = uniqueText('Cantered up the gallop');
      const post = await publishTextUpdate(staff.page, text);
      const typo = uniqueText('Lovley work');
      await api(member.page, 'POST', '/api/comments', { post: `/api/posts/${post.id}`, body: typo });

      await member.page.goto(`/updates/${post.id}/`);
      await staff.page.goto(`/updates/${post.id}/`);
      const staffComment = staff.page.getByTestId('comment').filter({ hasText: typo });
      await expect(staffComment).toBeVisible();

      // The member edits their comment from the keyboard: Edit, replace the text, Save.
      const mine = member.page.getByTestId('comment').filter({ hasText: typo });
      await mine.getByRole('button', { name: 'Edit your comment' }).focus();
      await member.page.keyboard.press('Enter');
      const field = member.page.getByRole('textbox', { name: 'Edit your comment' });
      await expect(field).toBeFocused();
      const fixed = typo.replace('Lovley', 'Lovely');
      await field.fill(fixed);
      await member.page.getByRole('button', { name: 'Save' }).click();
      await expect(member.page.getByTestId('comment-body').filter({ hasText: fixed })).toBeVisible();

      // Live in the other browser, marked edited.
      const edited = staff.page.getByTestId('comment').filter({ hasText: fixed });
      await expect(edited).toBeVisible();
      await expect(edited).toContainText('edited');
      // Staff may not edit someone else's comment.
      await expect(edited.getByRole('button', { name: 'Edit your comment' })).toHaveCount(0);

      // The author edits the update's text; the member's open page shows it, marked edited.
      const detail = staff.page.getByTestId('update-detail');
      await detail.getByRole('button', { name: 'Edit' }).click();
      const editor = staff.page.getByRole('textbox', { name: 'Update text' });
      await editor.click();
      await staff.page.keyboard.press('End');
      const addition = uniqueText(' and pulled up sound');
      await staff.page.keyboard.type(addition);
      await staff.page.getByRole('button', { name: 'Save changes' }).click();
      await expect(detail.getByTestId('edited')).toBeVisible();

      const memberDetail = member.page.getByTestId('update-detail');
      await expect(memberDetail).toContainText(addition.trim());
      await expect(memberDetail.getByTestId('edited')).toBeVisible();
      // A member may not edit the stable's update.
      await expect(memberDetail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await testInfo.attach(`update-edited-${testInfo.project.name}`, {
        body: await member.page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});
