/**
 * Issue 15 end to end: the administrator imports a racecard, then the declarations, then the results in
 * the back office (Race data: preview, then import); a member of the horse's syndicate sees the entry on
 * /entries-and-declarations/ with a countdown, gets the declared race's alert in the app (the runner is
 * declared 90 minutes before the off, so the ~2 h alert is due at once: real time, no clock control), and
 * sees the result with the non-finisher code spelled out.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../admin/support';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { DEMO_MEMBER, signInTo } from '../publishing/support';

const HEADER =
  'date,off_time,racetrack,race_number,race_name,distance,horse,jockey,draw,status,finishing_position,racecard_url,result_url,replay_url,timeform_comment';

/** Dublin date and HH:MM of an instant. */
function dublin(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Dublin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function importFile(admin: Page, name: string, csv: string, expected: RegExp): Promise<void> {
  await admin
    .getByLabel('Race data file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin.getByRole('button', { name: 'Preview' }).click();
  await expect(admin.getByText(/^Preview: /)).toContainText(expected);
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(admin.getByText(/^Imported: /)).toContainText(expected);
}

test('a racecard, its declarations and its results imported in the back office reach a member', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // One horse per project (both are in the member's Liffey syndicate), one racetrack per run.
  const horse = testInfo.project.name === 'mobile' ? 'Silver Weir' : 'Liffey Lantern';
  const racetrack = `Journey Park ${testInfo.project.name} ${Date.now().toString(36)}`;
  const { date, time } = dublin(new Date(Date.now() + 90 * 60 * 1000));
  const row = (status: string, position = '') =>
    `${date},${time},${racetrack},3,Race Day Maiden Hurdle,2m,${horse},J. W. Kennedy,5,${status},${position},,,,Travelled well`;

  const member = await (await browser.newContext()).newPage();
  await dismissOverlaysWhenInTheWay(member);
  await signInTo(member, DEMO_MEMBER, '/entries-and-declarations/');

  await signInToConsole(page);
  await page.goto('/admin/#/race-data');
  await expect(page.getByRole('heading', { name: 'Import a racecard or results file' })).toBeVisible();

  // A bad row and an unknown horse are reported; nothing of them is saved.
  await page.getByLabel('Race data file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${row('Entered').replace(horse, 'Liffey Lanturn')}\n`),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('did you mean Liffey Lantern?')).toBeVisible();

  await importFile(page, 'racecard.csv', `${HEADER}\n${row('Entered')}\n`, /1 new/);
  await member.reload();
  const upcoming = member.getByRole('list', { name: 'Upcoming entries and declarations' });
  await expect(upcoming.getByText(racetrack).first()).toBeVisible({ timeout: 20_000 });
  // The next run of the horse (a retry finds the first attempt's race, a little sooner).
  const nextRun = member.getByTestId('next-run').filter({ hasText: horse });
  await expect(nextRun).toContainText('Race Day Maiden Hurdle');
  await expect(nextRun.getByTestId('countdown')).toHaveText(/^in 1 hour \d+ minutes?$/);

  // The same file again changes nothing.
  await importFile(page, 'racecard.csv', `${HEADER}\n${row('Entered')}\n`, /0 new, 0 updated, 1 unchanged/);

  // Declared 90 minutes before the off: the member, online, gets the alert in the app at once.
  await importFile(page, 'declarations.csv', `${HEADER}\n${row('Declared')}\n`, /1 new/);
  await expect(member.getByText(`${horse} runs soon`)).toBeVisible({ timeout: 60_000 });
  await expect(
    member.getByText(`${horse} runs at ${racetrack} today at ${time} (race 3, Race Day Maiden Hurdle).`),
  ).toBeVisible();
  await member.reload();
  const declaration = upcoming
    .getByTestId('race-entry')
    .filter({ hasText: racetrack })
    .filter({ hasText: 'Declared' });
  await expect(declaration).toContainText('Final Declaration');

  await importFile(page, 'results.csv', `${HEADER}\n${row('Declared', 'pu')}\n`, /1 new/);
  await member.reload();
  const results = member.getByRole('list', { name: 'Recent results' });
  const result = results.getByTestId('race-entry').filter({ hasText: racetrack });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByTestId('finishing-position')).toHaveText('Pulled Up');
});
