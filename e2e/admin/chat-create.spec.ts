/**
 * Opening a chat from the back office (issue 18 item 1, decision 024): Chats → Create, a syndicate, two
 * of its people; the list then shows the private chat with their names. Each project uses its own pair
 * of people of a club the other journeys leave alone.
 */
import { expect, test } from '@playwright/test';
import { chooseAutocomplete, save, signInToConsole } from './support';

const PAIRS = {
  desktop: ['siobhan.walsh@example.com', 'caoimhe.byrne@example.com', 'Caoimhe'],
  mobile: ['siobhan.walsh@example.com', 'helen.murray@example.com', 'Helen'],
} as const;

test('the back office opens a private chat between people of a syndicate', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const [first, second, name] = testInfo.project.name === 'mobile' ? PAIRS.mobile : PAIRS.desktop;
  await signInToConsole(page);
  await page.goto('/admin/#/chats/create');
  await chooseAutocomplete(page, 'Syndicate', 'Wexford Hurdlers Club');
  const people = page.getByRole('combobox', { name: 'People (at least two)' });
  await expect(people).toBeEnabled();
  for (const email of [first, second]) {
    await people.click();
    await people.fill(email);
    await page.getByRole('option', { name: email }).first().click();
  }
  await testInfo.attach(`chat-create-${testInfo.project.name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await save(page);
  await expect(page).toHaveURL(/#\/chats(\?|$)/);
  await expect(
    page.getByText(new RegExp(`Siobhán? Walsh, .*${name}|${name}.*, Siobhán? Walsh`)).first(),
  ).toBeVisible();
});
