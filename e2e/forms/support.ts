/**
 * Helpers of the form journeys: waiting for hydration (buttons work only then) and the syndicates the
 * journeys ask about (seeded by apps/api/src/db/seed; the demo member belongs to neither).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export const VISITOR_SYNDICATE = {
  slug: 'cotswold-chasers-partnership',
  name: 'Cotswold Chasers Partnership',
  country: 'United Kingdom',
};
export const MEMBER_SYNDICATE = { slug: 'hill-of-tara-partnership', name: 'Hill of Tara Partnership' };

/** Resolves once React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Opens a syndicate page and its join dialog through the page's "Request info" button. */
export async function openJoinDialog(page: Page, syndicate: { slug: string; name: string }) {
  await page.goto(`/syndicates/${syndicate.slug}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Request info' }).first().click();
  const dialog = page.getByRole('dialog', { name: syndicate.name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** No serious or critical axe-core violations inside `selector` (the whole page by default). */
export async function expectAccessible(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
