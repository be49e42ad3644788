/**
 * Issue 15 end to end, as stable staff (decision 027): staff@stride.test imports the sample racecard, then
 * the sample declarations, then the sample results in the back office (Race data: preview, then import);
 * a member of the horse's syndicate sees the run on /entries-and-declarations/ (one card per run, with a
 * countdown), gets the declared race's two alerts in the app — the evening before and two hours before —
 * from the real `race.alerts` cron job run as at those instants (time travel), and sees the result.
 *
 * The sample files of docs/race-data are the ones shipped; the journey keeps its project's runner from
 * each, moved to an off time a few hours ahead and to a racetrack of its own, so the desktop and phone
 * runs (and a retry) never import each other's races. The member's page is not reloaded between the
 * declaration and the alerts, so an alert is seen whichever run's time travel happened to send it.
 */
import { expect, test, type Page } from '@playwright/test';
import { dublinLocalToIso, finishingPositionLabel, isoToDublinLocal, parseCsvRecords } from '@stride/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_STAFF_CONSOLE, signInToConsole } from '../admin/support';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { DEMO_MEMBER, signInTo } from '../publishing/support';

/**
 * A Liffey Valley member no other journey signs in as: the push journey (e2e/pwa) turns the demo member's
 * "via app" off for a moment, and an alert sent in that moment rightly skips them — twice in CI the
 * evening alert fell into it.
 */
const RACE_DAY_MEMBER = { ...DEMO_MEMBER, email: 'niamh.oconnor@example.com' };
import { runJobAt } from './time-travel';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/race-data');

/** One runner of a shipped sample file: its cells by column name, and the one-row CSV file. */
interface SampleRow {
  cells: Record<string, string>;
  csv: string;
}

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** `horse`'s row of a sample file (header and everything else as shipped) with `changes` applied. */
function sampleFor(file: string, horse: string, changes: Record<string, string>): SampleRow {
  const [header, ...rows] = parseCsvRecords(readFileSync(path.join(samples, file), 'utf8'))!;
  const row = rows.find((r) => r[header!.indexOf('horse')] === horse);
  if (!header || !row) throw new Error(`${file} has no row for ${horse}`);
  const cells = { ...Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])), ...changes };
  const line = header.map((name) => quoted(cells[name] ?? '')).join(',');
  return { cells, csv: `${header.join(',')}\n${line}\n` };
}

async function importFile(staff: Page, name: string, csv: string, expected: RegExp): Promise<void> {
  await staff
    .getByLabel('Race data file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await staff.getByRole('button', { name: 'Preview' }).click();
  await expect(staff.getByText(/^Preview: /)).toContainText(expected);
  await staff.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(staff.getByText(/^Imported: /)).toContainText(expected);
}

test('stable staff import a racecard, declarations and results; a member sees the run, both alerts and the result', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // One horse per project (Liffey syndicate: the member's and the staff's), one racetrack per run.
  const mobile = testInfo.project.name === 'mobile';
  const horse = mobile ? 'Silver Weir' : 'Liffey Lantern';
  const racetrack = `Journey Park ${testInfo.project.name} ${Date.now().toString(36)}`;
  // Off a few hours ahead on desktop (sooner than the demo's own runners), a day later on the phone, so
  // the two projects' alerts mostly fall due at different instants.
  // A retry's race is half an hour sooner than the failed try's (which stays declared), so that it is
  // still the horse's next run.
  const aheadMs = (mobile ? 27 : 3) * 3_600_000 - testInfo.retry * 1_800_000;
  const offMs = Math.ceil((Date.now() + aheadMs) / 300_000) * 300_000;
  const { date: raceDay, time: offTime } = isoToDublinLocal(new Date(offMs).toISOString())!;
  const off = new Date(dublinLocalToIso(raceDay, offTime)!);
  const dayBefore = isoToDublinLocal(new Date(off.getTime() - 86_400_000).toISOString())!.date;
  const eveningBefore = dublinLocalToIso(dayBefore, '19:00')!;
  const moved = { date: raceDay, off_time: offTime, racetrack };
  const racecard = sampleFor('sample-racecard.csv', horse, moved);
  const declarations = sampleFor('sample-declarations.csv', horse, moved);
  const results = sampleFor('sample-results.csv', horse, moved);

  const member = await (await browser.newContext()).newPage();
  await dismissOverlaysWhenInTheWay(member);
  await signInTo(member, RACE_DAY_MEMBER, '/entries-and-declarations/');

  await signInToConsole(page, '', DEMO_STAFF_CONSOLE);
  await page.goto('/admin/#/race-data');
  await expect(page.getByRole('heading', { name: 'Import a racecard or results file' })).toBeVisible();
  // Staff import; feed keys and the rest of the back office are not theirs.
  await expect(page.getByRole('heading', { name: 'Feed API keys' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Syndicates' })).toHaveCount(0);

  // A misspelt horse and another syndicate's horse are refused row by row; nothing of them is saved.
  const [header, row] = racecard.csv.trim().split('\n');
  await page.getByLabel('Race data file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\n${row!.replace(horse, horse.slice(0, -1))}\n${row!.replace(horse, "Tara's Torch")}\n`,
    ),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(/^Preview: /)).toContainText('0 new, 0 updated, 0 unchanged, 2 with errors');
  await expect(page.getByText(`did you mean ${horse}?`)).toBeVisible();
  const rows = page.getByRole('list', { name: 'Import rows' }).getByRole('listitem');
  await expect(rows.filter({ hasText: "Tara's Torch" })).toContainText(
    'No horse of yours has this name or id',
  );

  // The racecard: the member sees the entry and the horse's next run with a countdown.
  await importFile(page, 'sample-racecard.csv', racecard.csv, /1 new/);
  await member.reload();
  const upcoming = member.getByRole('list', { name: 'Upcoming entries and declarations' });
  const run = upcoming.getByTestId('race-entry').filter({ hasText: racetrack });
  await expect(run).toContainText('5 Day Entry', { timeout: 20_000 });
  const nextRun = member.getByTestId('next-run').filter({ hasText: racetrack });
  await expect(nextRun).toContainText(horse);
  await expect(nextRun).toContainText('Entered');
  await expect(nextRun.getByTestId('countdown')).toHaveText(
    /^in \d+ (days?|hours?)( \d+ (hours?|minutes?))?$/,
  );

  // The same file again changes nothing.
  await importFile(page, 'sample-racecard.csv', racecard.csv, /0 new, 0 updated, 1 unchanged/);

  // Declared; then the evening before and two hours before the off: the real cron job, as at those instants.
  await importFile(page, 'sample-declarations.csv', declarations.csv, /1 new/);
  const sentence = (when: string) =>
    `${horse} runs at ${racetrack} ${when} at ${offTime} (race ${racecard.cells.race_number}, ${racecard.cells.race_name}).`;
  await runJobAt(request, 'race.alerts', eveningBefore);
  await expect(member.getByText(sentence('tomorrow'))).toBeVisible({ timeout: 60_000 });
  await expect(member.getByText(`${horse} runs tomorrow`).first()).toBeVisible();
  await runJobAt(request, 'race.alerts', new Date(off.getTime() - 90 * 60_000));
  await expect(member.getByText(sentence('today'))).toBeVisible({ timeout: 60_000 });
  await expect(member.getByText(`${horse} runs soon`).first()).toBeVisible();

  // One card for the run, at its latest stage, in the list and in the next runs.
  await member.reload();
  await expect(run).toContainText('Final Declaration', { timeout: 20_000 });
  await expect(run).toHaveCount(1);
  await expect(run).toContainText('Declared');
  await expect(nextRun).toHaveCount(1);
  await expect(nextRun).toContainText('Declared');

  // The result.
  await importFile(page, 'sample-results.csv', results.csv, /1 new/);
  await member.reload();
  const result = member
    .getByRole('list', { name: 'Recent results' })
    .getByTestId('race-entry')
    .filter({ hasText: racetrack });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByTestId('finishing-position')).toHaveText(
    finishingPositionLabel(results.cells.finishing_position),
  );
});
