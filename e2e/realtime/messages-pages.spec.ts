/**
 * The messages pages on their own: accessibility (axe, no serious or critical violations) and keyboard
 * use of the list and a chat, search with the 'There are no chats found' empty state, loading earlier
 * messages, deleting a message through its dialog, and the 404 page of a chat that is not the user's.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import {
  KILDARE,
  LIFFEY,
  MANAGER_EMAIL,
  MEMBER_EMAIL,
  api,
  bubble,
  privateChat,
  signIn,
  uniqueText,
} from './support';

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test.describe('messages pages', () => {
  test('the list and a chat pass axe and work from the keyboard', async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/messages/', viewport);
    try {
      const { page } = member;
      const list = page.getByRole('list', { name: 'Chats' });
      await expect(list.getByRole('link')).not.toHaveCount(0);
      await expectNoSeriousViolations(page, '/messages/');

      // Search by syndicate, then for nothing at all.
      const search = page.getByRole('searchbox', { name: 'Search chats' });
      await search.focus();
      await page.keyboard.type('kildare');
      await expect(list.getByRole('link')).toHaveCount(2);
      for (const name of await list.getByRole('link').allTextContents()) expect(name).toContain(KILDARE);
      await search.fill('no such chat anywhere');
      await expect(page.getByText('There are no chats found')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(search).toHaveValue('');

      // Keyboard into the first chat.
      await search.fill(LIFFEY);
      await expect(list.getByRole('link')).toHaveCount(2);
      await page.keyboard.press('Tab');
      if (
        await page
          .getByRole('button', { name: 'Clear search' })
          .evaluate((el) => el === document.activeElement)
      )
        await page.keyboard.press('Tab');
      await expect(list.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/messages\/\d+\/$/);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectNoSeriousViolations(page, 'a chat');

      // Keyboard: write, send with Enter, then delete it through the dialog.
      const composer = page.getByRole('textbox', { name: 'Message' });
      await composer.focus();
      const text = uniqueText('Typo, ignore this');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      const conversation = page.getByRole('region', { name: 'Conversation' });
      const sent = conversation.getByRole('listitem').filter({ hasText: text });
      await expect(sent).toBeVisible();
      await expect(composer).toBeFocused();
      await sent.getByRole('button', { name: 'Delete message' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete message?' });
      await expect(dialog).toContainText(text);
      await expectNoSeriousViolations(page, 'delete dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(sent).toBeVisible();
      await sent.getByRole('button', { name: 'Delete message' }).click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(sent).toHaveCount(0);
    } finally {
      await member.context.close();
    }
  });

  test('earlier messages load on demand, and a chat of someone else is not found', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const manager = await signIn(browser, MANAGER_EMAIL, '/messages/', viewport);
    const member = await signIn(browser, MEMBER_EMAIL, '/messages/', viewport);
    try {
      const chat = await privateChat(manager.page, KILDARE);
      await api(manager.page, 'PATCH', `/api/chats/${chat.id}/state`, { enabled: true });
      // More than one page (20) of messages after the seeded conversation.
      for (let i = 1; i <= 21; i += 1) {
        await api(manager.page, 'POST', `/api/chats/${chat.id}/messages`, { body: `Gallop report ${i}` });
      }
      await member.page.goto(`/messages/${chat.id}/`);
      await expect(bubble(member.page, 'Gallop report 21').last()).toBeVisible();
      const first = 'Hi, quick question: can I bring two guests to the next race day?';
      await expect(bubble(member.page, first)).toHaveCount(0);
      // Page by page (other runs of this journey may have added more) back to the seeded start.
      const loadEarlier = member.page.getByRole('button', { name: 'Load earlier messages' });
      await expect(loadEarlier).toBeVisible();
      for (let pages = 0; pages < 20 && (await loadEarlier.isVisible()); pages += 1) {
        await loadEarlier.click();
        await expect(
          loadEarlier.or(member.page.getByText('This is the start of the conversation.')),
        ).toBeEnabled();
      }
      await expect(bubble(member.page, first)).toBeVisible();
      await expect(member.page.getByText('This is the start of the conversation.')).toBeVisible();

      // A chat that is not the member's (the manager's chat with someone else) is the 404 page.
      const { data } = await api<{ data: Array<{ id: number; members: Array<{ firstname: string }> }> }>(
        manager.page,
        'GET',
        '/api/chats?itemsPerPage=100',
      );
      const foreign = data.find((c) => !c.members.some((m) => m.firstname === 'Aoife'));
      expect(foreign).toBeTruthy();
      await member.page.goto(`/messages/${foreign!.id}/`);
      await expect(member.page.getByText('This page could not be found')).toBeVisible();
      const malformed = await member.page.goto('/messages/not-a-chat/');
      expect(malformed?.status()).toBe(404);
    } finally {
      await manager.context.close();
      await member.context.close();
    }
  });
});
