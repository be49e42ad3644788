import { expect, test } from '@playwright/test';
import { API_URL } from '../env';
import { anonymousHeaders } from '../auth/support';
import { chooseAutocomplete, chooseSelect, save, signInToConsole } from './support';

/** Unique per run and project, so journeys never collide on slugs and e-mails. */
function unique(testInfo: { project: { name: string } }): string {
  return `${testInfo.project.name}-${Date.now().toString(36)}`;
}

test('the administrator creates a syndicate and a horse in the console and both appear on the public site', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = unique(testInfo);
  const name = `Console Racing ${tag}`;
  const slug = `console-racing-${tag}`;
  await signInToConsole(page);

  await page.goto('/admin/#/syndicates/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  // A slug that is taken: the API's 422 shows under the field and nothing is saved.
  await page.getByRole('textbox', { name: 'Slug' }).fill('liffey-valley-racing');
  await chooseSelect(page, 'Country', 'Ireland');
  await save(page);
  await expect(page.getByText('This slug is already used')).toBeVisible();
  await expect(page).toHaveURL(/#\/syndicates\/create$/);

  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('tab', { name: 'Shares' }).click();
  await page.getByRole('spinbutton', { name: 'Number of shares' }).fill('30');
  await page.getByRole('spinbutton', { name: 'Price per share (€)' }).fill('1500');
  await save(page);
  await expect(page).toHaveURL(/#\/syndicates\/\d+$/);

  await page.goto('/admin/#/horses/create');
  await chooseAutocomplete(page, 'Syndicate', name);
  const horseName = `Console Flyer ${tag}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(horseName);
  await page.getByRole('textbox', { name: 'Trainer' }).fill('Console Trainer');
  await save(page);
  await expect(page).toHaveURL(/#\/horses\/\d+$/);
  const horseId = /#\/horses\/(\d+)$/.exec(page.url())![1];

  // The public site shows both at once.
  await page.goto(`/syndicates/${slug}/`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto(`/horses/${horseId}/`);
  await expect(page.getByRole('heading', { level: 1, name: horseName })).toBeVisible();
});

test('the administrator accepts an anonymous join request and the visitor becomes a member', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `joiner-${unique(testInfo)}@example.com`;
  const asked = await request.post(`${API_URL}/api/syndicate-anonymous-join-requests`, {
    headers: await anonymousHeaders(request),
    data: {
      firstname: 'Jody',
      lastname: 'Joiner',
      email,
      phoneNumber: '+353871234567',
      syndicate: '/api/syndicates/1',
    },
  });
  expect(asked.status()).toBe(201);

  await signInToConsole(page);
  await page.goto('/admin/#/join-requests');
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  // The search reaches the URL after a debounce: leaving before it does would bring the list back later.
  await expect(page).toHaveURL(/filter=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Request accepted: the member was added')).toBeVisible();

  await page.goto(`/admin/#/users`);
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  // The search reaches the URL after a debounce; a row clicked before that is navigated away from.
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('row').filter({ hasText: email }).getByRole('cell').first().click();
  await expect(page.getByText('Liffey Valley Racing')).toBeVisible();
});
