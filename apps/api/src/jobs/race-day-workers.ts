/**
 * Race day workers (issue 15, decision 021): the `race.alerts` cron job. pg-boss fires each cron slot once
 * across every instance running the scheduler, and the alert service claims each alert in the database,
 * so N instances send every alert exactly once. The clock is injected so tests can travel in time.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horseEntries, posts } from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { sendDueRaceAlerts } from '../services/race-alerts.js';
import { sendStableMessageMail } from '../services/stable-message-mail.js';
import { publishDuePosts } from '../services/scheduled-publishing.js';
import type { JobQueue } from './queue.js';

/** How often due alerts are looked for (cron, Europe/Dublin). */
export const RACE_ALERTS_CRON = '*/5 * * * *';

export interface RaceDayWorkerDeps {
  db: Db;
  events: EventBus;
  queue: JobQueue;
  webOrigin: string;
  /** Now; tests pass a fixed or moving clock. */
  clock?: () => Date;
  /** Register the cron schedule (server.ts); tests send the job themselves. */
  schedule?: boolean;
  /**
   * Honour the `at` of a job's data as its "now" (TIME_TRAVEL_TOKEN set: browser journeys, decision 027).
   * Off, a job's `at` is ignored and the clock decides.
   */
  timeTravel?: boolean;
  log: { info(obj: unknown, msg?: string): void };
}

/**
 * Registers the race alert worker, the stable-message e-mail worker and the scheduled-publishing worker
 * (and, with `schedule`, their cron slots).
 */
export async function startRaceDayWorkers(deps: RaceDayWorkerDeps): Promise<void> {
  const clock = deps.clock ?? (() => new Date());
  const nowOf = (data: { at?: string }): Date => {
    const at = deps.timeTravel && data.at ? new Date(data.at) : null;
    return at && !Number.isNaN(at.getTime()) ? at : clock();
  };
  await deps.queue.work('race.alerts', async (data) => {
    const sent = await sendDueRaceAlerts(deps, nowOf(data));
    if (sent.alerts > 0) deps.log.info(sent, 'race alerts sent');
  });
  await deps.queue.work('email.stable-messages', async ({ userId }) => {
    await sendStableMessageMail(deps, userId);
  });
  await deps.queue.work('posts.publish-due', async (data) => {
    const published = await publishDuePosts(deps, nowOf(data));
    if (published.length > 0) deps.log.info({ published }, 'scheduled updates published');
  });
  // A runner declared when an alert is already due (a late declaration) hears at once, not at the next slot.
  deps.events.on('post.published', async ({ postId }) => {
    const [row] = await deps.db
      .select({ updateType: horseEntries.updateType })
      .from(posts)
      .innerJoin(horseEntries, eq(horseEntries.id, posts.horseEntryId))
      .where(eq(posts.id, postId));
    if (row?.updateType === 'Final Declaration') await deps.queue.send('race.alerts', {});
  });
  if (deps.schedule) {
    await deps.queue.boss.schedule('posts.publish-due', '* * * * *', {}, { tz: 'Europe/Dublin' });
    await deps.queue.boss.schedule('race.alerts', RACE_ALERTS_CRON, {}, { tz: 'Europe/Dublin' });
  }
}
