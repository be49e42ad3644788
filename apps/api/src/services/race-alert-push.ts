/**
 * Push for upcoming race alerts (issue 16 with issue 15's `race.alerts` job): when an alert went out, the
 * members it named for the app (`raceAlert.sent` userIds: "upcoming race alerts" and "via app" on) get it
 * on every browser and app they subscribed; a click opens /entries-and-declarations/.
 */
import { raceAlertTitle, type RaceAlertKind } from '@stride/shared';
import { eq, inArray } from 'drizzle-orm';
import { horseEntries, horses, pushSubscriptions } from '../db/schema/index.js';
import { type DeliveryDeps, deliverPush } from './notification-delivery.js';

/** Job `notify.race-alert`: one `push.race-alert` per subscription of the alert's app recipients. */
export async function fanOutRaceAlert(
  deps: Pick<DeliveryDeps, 'db' | 'queue'>,
  alert: { horseEntryId: number; kind: RaceAlertKind; userIds: number[] },
): Promise<number> {
  if (alert.userIds.length === 0) return 0;
  const subscriptions = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, alert.userIds));
  for (const { id } of subscriptions) {
    await deps.queue.send('push.race-alert', {
      subscriptionId: id,
      horseEntryId: alert.horseEntryId,
      kind: alert.kind,
    });
  }
  return subscriptions.length;
}

/** Job `push.race-alert`: the alert to one subscription. */
export async function sendRaceAlertPush(
  deps: Pick<DeliveryDeps, 'db' | 'webOrigin' | 'vapid' | 'log' | 'expo' | 'queue'>,
  job: { subscriptionId: number; horseEntryId: number; kind: RaceAlertKind },
): Promise<'sent' | 'gone' | 'skipped'> {
  const [subscription] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, job.subscriptionId));
  const [entry] = await deps.db
    .select({ entry: horseEntries, horse: horses.name })
    .from(horseEntries)
    .innerJoin(horses, eq(horses.id, horseEntries.horseId))
    .where(eq(horseEntries.id, job.horseEntryId));
  if (!subscription || !entry) return 'skipped';
  return deliverPush(deps, subscription, {
    title: raceAlertTitle(job.kind, entry.horse),
    body: `${entry.entry.racetrack}, race ${entry.entry.raceNumber}: ${entry.entry.raceName}`,
    url: `${deps.webOrigin}/entries-and-declarations/`,
    tag: `race-${job.horseEntryId}-${job.kind}`,
    horseEntryId: job.horseEntryId,
  });
}
