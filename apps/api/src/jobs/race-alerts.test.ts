/**
 * Upcoming race alerts through pg-boss with an injected clock: a declared runner imported in the back
 * office alerts its syndicate the evening before and ~2 h before the off, by the channels each member's
 * toggles allow, once per race and kind even with two workers, and never after the runner is withdrawn.
 */
import { DEFAULT_NOTIFICATION_SETTINGS } from '@stride/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horseEntries, mailOutbox, raceAlertDeliveries } from '../db/schema/index.js';
import { sendDueRaceAlerts } from '../services/race-alerts.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from '../test/factories.js';
import { startJobQueue, type JobQueue } from './queue.js';
import { startRaceDayWorkers } from './race-day-workers.js';

const HEADER = 'date,off_time,racetrack,race_number,race_name,horse,jockey,status';
/** 15:00 in Dublin on 10 July 2030 (Irish summer time, UTC+1). */
const OFF = new Date('2030-07-10T14:00:00.000Z');

let now = new Date('2030-07-01T09:00:00.000Z');
const queues: JobQueue[] = [];
const appNotices: { horseEntryId: number; kind: string; userIds: number[] }[] = [];
let admin: Record<string, string>;
let people: Record<'keen' | 'quiet' | 'appOnly', { id: number; email: string }>;
let syndicate: { id: number };

async function runTickOnBothWorkers(data: { at?: string } = {}): Promise<void> {
  const ids = await Promise.all(queues.map((q) => q.send('race.alerts', data)));
  const until = Date.now() + 45_000;
  for (const [index, id] of ids.entries()) {
    for (;;) {
      const job = await queues[index]!.boss.getJobById('race.alerts', id!);
      if (job?.state === 'completed') break;
      if (job?.state === 'failed' || Date.now() > until) throw new Error(`race.alerts job ${job?.state}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function alertMailsTo(email: string) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'race-alert')));
}

async function setToggles(user: { id: number }, changes: Partial<typeof DEFAULT_NOTIFICATION_SETTINGS>) {
  const { app } = await getTestApp();
  const res = await app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: await loginAs(app, user),
    payload: { ...DEFAULT_NOTIFICATION_SETTINGS, ...changes },
  });
  expect(res.statusCode).toBe(200);
}

async function importDeclared(horse: string, raceNumber: number) {
  const { app } = await getTestApp();
  const csv = `${HEADER}\n2030-07-10,15:00,Galway,${raceNumber},Galway Plate,${horse},D. Russell,Declared\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/race-data/imports',
    headers: admin,
    payload: { csv, dryRun: false },
  });
  expect(res.json().summary.create).toBe(1);
  return res.json().rows[0].entryId as number;
}

beforeAll(async () => {
  const { app, db } = await getTestApp();
  syndicate = await buildSyndicate(db);
  await buildHorse(db, { syndicateId: syndicate.id, name: 'Atlantic Swell' });
  await buildHorse(db, { syndicateId: syndicate.id, name: 'Burren Mist' });
  admin = await loginAs(app, await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }));
  const keen = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  const quiet = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  const appOnly = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  for (const user of [keen, quiet, appOnly]) {
    await buildMembership(db, { userId: user.id, syndicateId: syndicate.id });
  }
  people = { keen, quiet, appOnly };
  await setToggles(quiet, { upcomingRaceAlerts: false });
  await setToggles(appOnly, { viaEmail: false });
  app.events.on('raceAlert.sent', (payload) => {
    appNotices.push(payload);
  });
  // Two API instances' workers on the same database, both reading the travelling clock.
  for (let i = 0; i < 2; i += 1) {
    const queue = await startJobQueue(db, { pollingIntervalSeconds: 0.5, supervise: false });
    queues.push(queue);
    await startRaceDayWorkers({
      db,
      events: app.events,
      queue,
      webOrigin: 'http://web.test',
      clock: () => now,
      log: { info: () => {} },
    });
  }
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
});

describe('upcoming race alerts', () => {
  it('alerts the evening before and two hours before, once each across two workers', async () => {
    const { app, db } = await getTestApp();
    const entryId = await importDeclared('Atlantic Swell', 4);

    now = new Date('2030-07-09T12:00:00.000Z'); // 13:00 the day before: nothing yet
    await runTickOnBothWorkers();
    expect(await alertMailsTo(people.keen.email)).toHaveLength(0);

    now = new Date('2030-07-09T17:05:00.000Z'); // 18:05 in Dublin the evening before
    await runTickOnBothWorkers();
    await runTickOnBothWorkers();
    const evening = await alertMailsTo(people.keen.email);
    expect(evening).toHaveLength(1);
    expect(evening[0]!.subject).toBe('Atlantic Swell runs tomorrow');
    expect(evening[0]!.text).toContain(
      'Atlantic Swell runs at Galway tomorrow at 15:00 (race 4, Galway Plate).',
    );
    expect(await alertMailsTo(people.quiet.email)).toHaveLength(0);
    expect(await alertMailsTo(people.appOnly.email)).toHaveLength(0);
    await app.events.drain();
    const notices = appNotices.filter((n) => n.horseEntryId === entryId);
    expect(notices).toEqual([
      {
        horseEntryId: entryId,
        kind: 'evening',
        userIds: expect.arrayContaining([people.keen.id, people.appOnly.id]),
      },
    ]);
    expect(notices[0]!.userIds).not.toContain(people.quiet.id);

    now = new Date(OFF.getTime() - 90 * 60 * 1000); // 13:30 on race day
    await runTickOnBothWorkers();
    const both = await alertMailsTo(people.keen.email);
    expect(both.map((m) => m.subject)).toEqual(['Atlantic Swell runs tomorrow', 'Atlantic Swell runs soon']);

    now = new Date(OFF.getTime() + 60_000); // after the off: nothing more
    await runTickOnBothWorkers();
    expect(await alertMailsTo(people.keen.email)).toHaveLength(2);
    const claims = await db
      .select()
      .from(raceAlertDeliveries)
      .where(eq(raceAlertDeliveries.horseEntryId, entryId));
    expect(claims.map((c) => c.kind).sort()).toEqual(['evening', 'soon']);
  });

  it('sends an alert once when two instances run the same slot at the same moment', async () => {
    const { app, db } = await getTestApp();
    const entryId = await importDeclared('Burren Mist', 6);
    const at = new Date('2030-07-09T19:00:00.000Z');
    const deps = { db, events: app.events, webOrigin: 'http://web.test' };
    const [a, b] = await Promise.all([sendDueRaceAlerts(deps, at), sendDueRaceAlerts(deps, at)]);
    expect(a.alerts + b.alerts).toBe(1);
    const claims = await db
      .select()
      .from(raceAlertDeliveries)
      .where(eq(raceAlertDeliveries.horseEntryId, entryId));
    expect(claims).toHaveLength(1);
  });

  it('alerts at once when a runner is declared after its alert fell due', async () => {
    const { db } = await getTestApp();
    await buildHorse(db, { syndicateId: syndicate.id, name: 'Dingle Dawn' });
    now = new Date(OFF.getTime() - 100 * 60 * 1000);
    const entryId = await importDeclared('Dingle Dawn', 8);
    const until = Date.now() + 45_000;
    let claims: unknown[] = [];
    while (claims.length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      claims = await db
        .select()
        .from(raceAlertDeliveries)
        .where(eq(raceAlertDeliveries.horseEntryId, entryId));
    }
    expect(claims).toEqual([expect.objectContaining({ kind: 'soon' })]);
    const subjects = (await alertMailsTo(people.keen.email)).map((m) => m.subject);
    expect(subjects).toContain('Dingle Dawn runs soon');
  });

  it('sends nothing for a runner whose declaration was withdrawn', async () => {
    const { app, db } = await getTestApp();
    const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'Corrib Light' });
    now = new Date('2030-07-01T09:00:00.000Z'); // declared well before any alert is due
    const entryId = await importDeclared(String(horse.id), 7);
    const [entry] = await db.select().from(horseEntries).where(eq(horseEntries.id, entryId));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/updates/${entry!.postId}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    now = new Date(OFF.getTime() - 60 * 60 * 1000);
    await runTickOnBothWorkers();
    const claims = await db
      .select()
      .from(raceAlertDeliveries)
      .where(eq(raceAlertDeliveries.horseEntryId, entryId));
    expect(claims).toHaveLength(0);
  });

  it('ignores the instant a job names unless the worker was started with time travel', async () => {
    const { db } = await getTestApp();
    const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'Erne Star' });
    now = new Date('2030-07-01T09:00:00.000Z');
    const entryId = await importDeclared(String(horse.id), 9);
    // These workers have no time travel (as in production): `at` inside the soon window changes nothing.
    await runTickOnBothWorkers({ at: new Date(OFF.getTime() - 30 * 60 * 1000).toISOString() });
    const claims = await db
      .select()
      .from(raceAlertDeliveries)
      .where(eq(raceAlertDeliveries.horseEntryId, entryId));
    expect(claims).toHaveLength(0);
  });
});
