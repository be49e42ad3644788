/**
 * Time travel of the browser journeys (decision 027): with TIME_TRAVEL_TOKEN the API runs the real
 * `race.alerts` / `posts.publish-due` pg-boss jobs as at a given instant, only for that secret; without
 * the token the route does not exist, and a worker started without time travel ignores a job's `at`.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { raceAlertDeliveries } from '../../db/schema/index.js';
import { loadEnv } from '../../env.js';
import { startJobQueue, type JobQueue } from '../../jobs/queue.js';
import { startRaceDayWorkers } from '../../jobs/race-day-workers.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildHorse, buildSyndicate, buildUser } from '../../test/factories.js';
import { createLocalStorage } from '../../storage/local.js';
import { sameSecret } from './time-travel.routes.js';

const TOKEN = 'journeys-only-time-travel-secret';
const HEADER = 'date,off_time,racetrack,race_number,race_name,horse,jockey,status';
let queue: JobQueue;

async function travel(name: string, at: string, token = TOKEN) {
  const { app } = await getTestApp({ TIME_TRAVEL_TOKEN: TOKEN });
  return app.inject({
    method: 'POST',
    url: `/api/test/time-travel/jobs/${name}`,
    headers: { 'x-time-travel-token': token },
    payload: { at },
  });
}

async function completed(name: 'race.alerts', id: string): Promise<void> {
  const until = Date.now() + 45_000;
  for (;;) {
    const job = await queue.boss.getJobById(name, id);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed' || Date.now() > until) throw new Error(`${name} job ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function deliveriesOf(entryId: number) {
  const { db } = await getTestApp({ TIME_TRAVEL_TOKEN: TOKEN });
  const rows = await db
    .select({ kind: raceAlertDeliveries.kind })
    .from(raceAlertDeliveries)
    .where(and(eq(raceAlertDeliveries.horseEntryId, entryId)));
  return rows.map((r) => r.kind).sort();
}

beforeAll(async () => {
  const { app, db } = await getTestApp({ TIME_TRAVEL_TOKEN: TOKEN });
  queue = await startJobQueue(db, { pollingIntervalSeconds: 0.5, supervise: false });
  app.jobQueue = queue;
  await startRaceDayWorkers({
    db,
    events: app.events,
    queue,
    webOrigin: 'http://web.test',
    timeTravel: true,
    log: { info: () => {} },
  });
});

afterAll(async () => {
  await queue.stop();
});

describe('time travel of the cron jobs', () => {
  it('runs the real race.alerts job at the instant given: the evening before, then two hours before', async () => {
    const { app, db } = await getTestApp({ TIME_TRAVEL_TOKEN: TOKEN });
    const syndicate = await buildSyndicate(db);
    await buildHorse(db, { syndicateId: syndicate.id, name: 'Shannon Dawn' });
    const admin = await loginAs(app, await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }));
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data/imports',
      headers: admin,
      payload: {
        csv: `${HEADER}\n2031-07-10,15:00,Galway,4,Galway Plate,Shannon Dawn,D. Russell,Declared\n`,
        dryRun: false,
      },
    });
    const entryId = imported.json().rows[0].entryId as number;
    // Declared years ahead: by the real clock no alert is due.
    expect(await deliveriesOf(entryId)).toEqual([]);

    const evening = await travel('race.alerts', '2031-07-09T18:30:00.000Z');
    expect(evening.statusCode).toBe(202);
    await completed('race.alerts', evening.json().jobId);
    expect(await deliveriesOf(entryId)).toEqual(['evening']);

    const soon = await travel('race.alerts', '2031-07-10T13:00:00+01:00');
    await completed('race.alerts', soon.json().jobId);
    expect(await deliveriesOf(entryId)).toEqual(['evening', 'soon']);
  });

  it('answers only to the configured secret and names only the cron jobs', async () => {
    expect((await travel('race.alerts', '2031-07-09T18:30:00.000Z', 'x'.repeat(32))).statusCode).toBe(401);
    const { app } = await getTestApp({ TIME_TRAVEL_TOKEN: TOKEN });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/test/time-travel/jobs/race.alerts',
      payload: { at: '2031-07-09T18:30:00.000Z' },
    });
    expect(missing.statusCode).toBe(401);
    expect((await travel('media.process', '2031-07-09T18:30:00.000Z')).statusCode).toBe(400);
    expect((await travel('race.alerts', 'tomorrow')).statusCode).toBe(422);
    const guessing = await travel('media.process', 'tomorrow', 'y'.repeat(32));
    expect(guessing.statusCode).toBe(401);
    expect(sameSecret(TOKEN, TOKEN)).toBe(true);
    expect(sameSecret(undefined, TOKEN)).toBe(false);
  });

  it('does not exist without TIME_TRAVEL_TOKEN', async () => {
    const { db, storageDir } = await getTestApp({ TIME_TRAVEL_TOKEN: TOKEN });
    const plain = await buildApp({
      db,
      env: loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test' }),
      storage: createLocalStorage(storageDir),
      logger: false,
    });
    await plain.ready();
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/api/test/time-travel/jobs/race.alerts',
        headers: { 'x-time-travel-token': TOKEN },
        payload: { at: '2031-07-09T18:30:00.000Z' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
