/**
 * A member of a journey's own, for the journeys that log out. A logout at the provider moves the user's
 * token version, which cuts every access token of that user at once — a journey running beside it as the
 * same person (the shared demo member) had its socket closed and its API calls refused mid-way (e.g.
 * e2e/realtime-client/socket.spec.ts missed the manager's chat message). So a journey that logs out signs
 * up a new account through the provider's sign-up page and joins a syndicate as any member does (a join
 * request the racing manager accepts); nobody else ever signs in as it, on either project or any repeat.
 */
import { type Browser, type TestInfo, expect } from '@playwright/test';
import { WEB_URL } from '../env';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { LIFFEY, MANAGER_EMAIL, api, signIn } from '../realtime/support';

export interface OwnMember {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

const PASSWORD = 'Gallop#Home2026';

/**
 * Signs up a new account in a browser context of its own (closed again: the journey's page starts as a
 * visitor) and makes it a member of `syndicateName` (Liffey Valley Racing unless told), so it signs in
 * like the demo member does — landing on /updates/ with that syndicate's feed.
 */
export async function ownMember(
  browser: Browser,
  testInfo: TestInfo,
  syndicateName = LIFFEY,
): Promise<OwnMember> {
  const unique = `${testInfo.project.name}.${testInfo.workerIndex}.${testInfo.repeatEachIndex}.${Date.now().toString(36)}`;
  const member: OwnMember = {
    email: `own.${unique}@stride.test`,
    password: PASSWORD,
    firstname: 'Sorcha',
    lastname: 'Keane',
  };
  const viewport = testInfo.project.use.viewport ?? undefined;

  const context = await browser.newContext(viewport ? { viewport } : {});
  try {
    const page = await context.newPage();
    await dismissOverlaysWhenInTheWay(page);
    await page.goto('/register/');
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await page.getByLabel('First name').fill(member.firstname);
    await page.getByLabel('Last name').fill(member.lastname);
    await page.getByLabel('Email address').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // A new account has no syndicate yet: it lands home, signed in.
    await expect(page).toHaveURL(`${WEB_URL}/`, { timeout: 20_000 });

    const { data: syndicates } = await api<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/syndicates?itemsPerPage=100',
    );
    const syndicate = syndicates.find((s) => s.name === syndicateName);
    expect(syndicate, syndicateName).toBeTruthy();
    const request = await api<{ id: number }>(page, 'POST', '/api/syndicate-user-join-requests', {
      syndicate: syndicate!.id,
    });
    const manager = await signIn(browser, MANAGER_EMAIL, '/updates/', viewport);
    try {
      await api(manager.page, 'POST', `/api/admin/join-requests/${request.id}/accept`, {});
    } finally {
      await manager.context.close();
    }
  } finally {
    await context.close();
  }
  return member;
}
