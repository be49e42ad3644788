/**
 * Issue 7 journeys with two browser contexts side by side: the demo member (Aoife) and the racing
 * manager (Fergal) chat live, the member's header badge rises when a message arrives and clears once
 * it is read, and a chat the manager suspends swaps the member's composer for the SPEC message.
 */
import { expect as baseExpect, test } from '@playwright/test';
import {
  KILDARE,
  LIFFEY,
  MANAGER_EMAIL,
  MEMBER_EMAIL,
  api,
  apiResponse,
  bubble,
  headerMessagesLink,
  privateChat,
  readEverything,
  signIn,
  unreadBadge,
  uniqueText,
} from './support';

/**
 * Live assertions wait longer than the default: the journey product's tokens live 5 s, and the socket
 * is re-opened with a fresh one after the server ends it, so an event may arrive a few seconds late
 * (missed ones are fetched again on reconnection).
 */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('chat between a member and the racing manager', () => {
  test('messages go both ways live; the badge rises and clears on reading', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
    const manager = await signIn(browser, MANAGER_EMAIL, '/messages/', viewport);
    try {
      await readEverything(member.page);
      const chat = await privateChat(manager.page, LIFFEY);
      await api(manager.page, 'PATCH', `/api/chats/${chat.id}/state`, { enabled: true });

      // The member browses the feed: no unread messages, no badge.
      await member.page.reload();
      await expect(headerMessagesLink(member.page)).toHaveAccessibleName('Messages');
      await expect(unreadBadge(member.page)).toHaveCount(0);

      // The manager opens the chat (named after the member plus the syndicate's initials) and writes.
      await manager.page.goto(`/messages/${chat.id}/`);
      await expect(
        manager.page.getByRole('heading', { level: 1, name: 'Aoife Brennan (LVR)' }),
      ).toBeVisible();
      const fromManager = uniqueText('Declared for Saturday, see you at the parade ring.');
      const composer = manager.page.getByRole('textbox', { name: 'Message' });
      await composer.fill(fromManager);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      await expect(bubble(manager.page, fromManager)).toBeVisible();

      // The member's badge goes up without a reload.
      await expect(unreadBadge(member.page)).toHaveText('1');
      await expect(headerMessagesLink(member.page)).toHaveAccessibleName('Messages, 1 unread');

      // The chat list shows the preview and the chat's own count; opening the chat reads it.
      await headerMessagesLink(member.page).click();
      await expect(member.page).toHaveURL(/\/messages\/$/);
      const row = member.page
        .getByRole('list', { name: 'Chats' })
        .getByRole('link', { name: new RegExp(`Racing Manager.*${LIFFEY}`) });
      await expect(row).toContainText(fromManager);
      await expect(row).toContainText('1 unread message');
      await row.click();
      await expect(member.page).toHaveURL(new RegExp(`/messages/${chat.id}/$`));
      await expect(member.page.getByRole('heading', { level: 1, name: 'Racing Manager' })).toBeVisible();
      await expect(bubble(member.page, fromManager)).toBeVisible();
      await expect(unreadBadge(member.page)).toHaveCount(0);
      const { unreadCount } = await api<{ unreadCount: number }>(
        member.page,
        'GET',
        '/api/users/messages/unread',
      );
      expect(unreadCount).toBe(0);

      // The member answers with two lines (Shift+Enter); the manager, on screen, sees it at once.
      const memberBox = member.page.getByRole('textbox', { name: 'Message' });
      const firstLine = uniqueText('Brilliant, thanks Fergal!');
      await memberBox.fill(firstLine);
      await memberBox.press('Shift+Enter');
      await memberBox.pressSequentially('Two guests again please.');
      await expect(memberBox).toHaveValue(`${firstLine}\nTwo guests again please.`);
      await memberBox.press('Enter');
      await expect(memberBox).toHaveValue('');
      await expect(bubble(manager.page, firstLine)).toBeVisible();

      // While it is on the manager's screen it is read there: the manager's count for it stays at zero.
      await expect.poll(async () => (await privateChat(manager.page, LIFFEY)).unreadCount).toBe(0);

      // A message arriving while the member is on screen is read, not counted.
      const another = uniqueText('Names are on the list.');
      await composer.fill(another);
      await manager.page.getByRole('button', { name: 'Send message' }).click();
      await expect(bubble(member.page, another)).toBeVisible();
      await expect(unreadBadge(member.page)).toHaveCount(0);
      await expect
        .poll(
          async () =>
            (await api<{ unreadCount: number }>(member.page, 'GET', '/api/users/messages/unread'))
              .unreadCount,
        )
        .toBe(0);
    } finally {
      await member.context.close();
      await manager.context.close();
    }
  });

  test('a chat the manager suspends shows the member the suspended message instead of the composer', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport ?? undefined;
    const member = await signIn(browser, MEMBER_EMAIL, '/messages/', viewport);
    const manager = await signIn(browser, MANAGER_EMAIL, '/messages/', viewport);
    try {
      const chat = await privateChat(manager.page, KILDARE);
      await api(manager.page, 'PATCH', `/api/chats/${chat.id}/state`, { enabled: true });

      await member.page.goto(`/messages/${chat.id}/`);
      await manager.page.goto(`/messages/${chat.id}/`);
      const memberComposer = member.page.getByRole('textbox', { name: 'Message' });
      await expect(memberComposer).toBeVisible();
      // Members cannot suspend chats.
      await expect(member.page.getByRole('button', { name: 'Suspend chat' })).toHaveCount(0);

      await manager.page.getByRole('button', { name: 'Suspend chat' }).click();
      const dialog = manager.page.getByRole('dialog', { name: 'Suspend this chat?' });
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(manager.page.getByText('This chat has been suspended.')).toBeVisible();

      // Live on the member's screen: the composer is replaced by the SPEC message.
      await expect(member.page.getByText('This chat has been suspended.')).toBeVisible();
      await expect(memberComposer).toHaveCount(0);
      // And the API refuses a message anyway.
      const refused = await apiResponse(member.page, 'POST', `/api/chats/${chat.id}/messages`, {
        body: 'Let me in',
      });
      expect(refused.status()).toBe(422);

      // Re-opened: the composer comes back for the member.
      await manager.page.getByRole('button', { name: 'Re-open chat' }).click();
      await expect(memberComposer).toBeVisible();
      await expect(member.page.getByText('This chat has been suspended.')).toHaveCount(0);
    } finally {
      await member.context.close();
      await manager.context.close();
    }
  });
});
