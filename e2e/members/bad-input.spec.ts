import { COMMENT_TOO_LONG_MESSAGE, requiredMessage } from '@stride/shared';
import { expect, test } from '@playwright/test';
import { API_URL } from '../env';
import { memberApi, signIn, withMemberToken } from './support';

test.describe('comments refuse bad input', () => {
  test('empty and 10,000-character comments get their messages (in the browser and from the API), HTML shows as text', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const { data } = await memberApi<{ data: { id: number }[] }>(
      page,
      '/api/updates?publicationStatus=published&itemsPerPage=1',
    );
    const id = data[0]!.id;
    await page.goto(`/updates/${id}/`);
    const field = page.getByLabel('Comment', { exact: true });
    const send = page.getByRole('button', { name: 'Post comment' });

    // Empty: refused with the SPEC required message, nothing sent.
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: requiredMessage('comment') })).toBeVisible();

    // 10,000 characters: the documented limit (5000) message.
    await field.fill('x'.repeat(10_000));
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: COMMENT_TOO_LONG_MESSAGE })).toBeVisible();

    // The API refuses the same way, whatever the client does.
    for (const [body, message] of [
      ['   ', requiredMessage('comment')],
      ['x'.repeat(10_000), COMMENT_TOO_LONG_MESSAGE],
    ] as const) {
      const response = await withMemberToken(page, (token) =>
        page.request.post(`${API_URL}/api/comments`, {
          headers: { authorization: `Bearer ${token}` },
          data: { post: `/api/posts/${id}`, body },
        }),
      );
      expect(response.status()).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }

    // HTML is shown as typed, never rendered.
    const html = `<b>bold</b><img src=x onerror="window.__pwned=1"> ${Date.now()}`;
    await field.fill(html);
    await send.click();
    const shown = page.getByTestId('comment-body').filter({ hasText: html });
    await expect(shown).toBeVisible();
    await expect(shown.locator('b, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
