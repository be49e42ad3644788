/**
 * Helpers of the back-office journeys: signing in to /admin/ through the provider (the same code + PKCE
 * flow as the site), and a few react-admin interactions (selects, autocompletes, saving).
 */
import { type Page, expect } from '@playwright/test';
import { submitProviderLogin } from '../auth/support';

/** The seeded platform administrator (apps/api/src/db/seed). */
export const DEMO_ADMIN = { email: 'admin@stride.test', password: 'Paddock#2026', name: 'Orla Quigley' };
/** The seeded stable staff of the Liffey and Kildare syndicates: Race data only (decision 027). */
export const DEMO_STAFF_CONSOLE = {
  email: 'staff@stride.test',
  password: 'Paddock#2026',
  name: 'Ciara Dunne',
};

/** Opens the console at `origin`/admin/ and signs in as the demo administrator (or `who`). */
export async function signInToConsole(page: Page, origin = '', who = DEMO_ADMIN): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Sign in with Stride' }).click();
  await submitProviderLogin(page, who);
  await expect(page).toHaveURL(/\/admin\/#\//);
  await expect(
    page.getByRole('button', { name: new RegExp(`${who.name}|Profile`) }).or(page.getByText(who.name)),
  ).toBeVisible();
}

/** Picks an option of a react-admin SelectInput (MUI select) by the input's label. */
export async function chooseSelect(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a react-admin AutocompleteInput and picks the matching option. */
export async function chooseAutocomplete(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: text }).first().click();
}

/**
 * Saves the form from the keyboard (focus Save, press Enter): on phones react-admin pins the toolbar to
 * the bottom of the screen, where a pointer click can land on a field scrolled beneath it.
 */
export async function save(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Save' });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
}
