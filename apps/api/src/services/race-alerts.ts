/**
 * Upcoming race alerts (issue 15, decision 021): for each declared runner whose race is coming up, the
 * alert kinds due now (shared dueRaceAlertKinds: the evening before, ~2 h before the off) go to the people
 * of the horse's syndicate whose "Upcoming race alerts" toggle is on — by e-mail (via e-mail on) and in
 * the app over the socket (via app on). Once per race and kind across every API instance: the alert is
 * claimed by inserting its race_alert_deliveries row (primary key), and its e-mails are written to the
 * outbox in the same transaction. A withdrawn runner (its declaration deleted or unpublished, or its
 * status no longer Declared) gets nothing.
 */
import { dueRaceAlertKinds, isoToDublinLocal, raceAlertTitle, type RaceAlertKind } from '@stride/shared';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  horseEntries,
  horses,
  memberships,
  notificationSettings,
  posts,
  raceAlertDeliveries,
  syndicates,
  users,
} from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { sendMail } from '../mail/outbox.js';
import { raceAlertMail } from '../mail/templates/race-alert.js';
import { settingsOf } from './notification-delivery.js';

export interface RaceAlertDeps {
  db: Db;
  events: EventBus;
  webOrigin: string;
}

/** Furthest ahead an alert can be due (the evening before a race late the next day). */
const LOOKAHEAD_MS = 32 * 3600 * 1000;

/** Declared runners racing within the look-ahead whose declaration is still live. */
async function declaredRunners(db: Db, now: Date) {
  return db
    .select({ entry: horseEntries, horseName: horses.name, syndicateName: syndicates.name })
    .from(horseEntries)
    .innerJoin(horses, eq(horses.id, horseEntries.horseId))
    .innerJoin(syndicates, eq(syndicates.id, horseEntries.syndicateId))
    .leftJoin(posts, eq(posts.id, horseEntries.postId))
    .where(
      and(
        eq(horseEntries.updateType, 'Final Declaration'),
        eq(horseEntries.status, 'Declared'),
        gt(horseEntries.raceAt, now),
        lt(horseEntries.raceAt, new Date(now.getTime() + LOOKAHEAD_MS)),
        or(
          isNull(horseEntries.postId),
          and(eq(posts.publicationStatus, 'published'), isNull(posts.deletedAt)),
        ),
      ),
    );
}

type Runner = Awaited<ReturnType<typeof declaredRunners>>[number];

/** Claims one alert and writes its e-mails; returns who should get it in the app, or null if already sent. */
async function claimAndMail(
  deps: RaceAlertDeps,
  runner: Runner,
  kind: RaceAlertKind,
  now: Date,
): Promise<{ appUserIds: number[]; emails: number } | null> {
  const { entry } = runner;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(raceAlertDeliveries)
      .values({ horseEntryId: entry.id, kind, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: raceAlertDeliveries.horseEntryId });
    if (claimed.length === 0) return null;
    const people = await tx
      .selectDistinctOn([users.id], { user: users, settings: notificationSettings })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(
        and(
          eq(memberships.syndicateId, entry.syndicateId),
          isNull(users.deletedAt),
          isNull(users.disabledAt),
        ),
      );
    const title = raceAlertTitle(kind, runner.horseName);
    const local = isoToDublinLocal(entry.raceAt.toISOString());
    const appUserIds: number[] = [];
    let emails = 0;
    for (const { user, settings: row } of people) {
      const settings = settingsOf(row);
      if (!settings.upcomingRaceAlerts) continue;
      if (settings.viaApp) appUserIds.push(user.id);
      if (!settings.viaEmail) continue;
      const mail = raceAlertMail({
        firstname: user.firstname,
        title,
        body: raceAlertBody(runner, kind),
        racetrack: entry.racetrack,
        raceName: `Race ${entry.raceNumber}, ${entry.raceName}`,
        offTime: local ? `${local.date} ${local.time}` : entry.raceAt.toISOString(),
        entriesUrl: `${deps.webOrigin}/entries-and-declarations/`,
        settingsUrl: `${deps.webOrigin}/notifications/`,
      });
      await sendMail(tx, { ...mail, to: user.email });
      emails += 1;
    }
    await tx
      .update(raceAlertDeliveries)
      .set({ recipients: appUserIds.length + emails })
      .where(and(eq(raceAlertDeliveries.horseEntryId, entry.id), eq(raceAlertDeliveries.kind, kind)));
    return { appUserIds, emails };
  });
}

/** The sentence of an alert ("Galway Breeze runs at Cheltenham tomorrow at 14:35 (race 3)."). */
export function raceAlertBody(runner: Pick<Runner, 'entry' | 'horseName'>, kind: RaceAlertKind): string {
  const local = isoToDublinLocal(runner.entry.raceAt.toISOString());
  const when = kind === 'evening' ? 'tomorrow' : 'today';
  return `${runner.horseName} runs at ${runner.entry.racetrack} ${when} at ${local?.time ?? ''} (race ${runner.entry.raceNumber}, ${runner.entry.raceName}).`;
}

/**
 * Job `race.alerts` (every few minutes, pg-boss cron): sends every alert due at `now` that no instance
 * has sent yet. Returns how many alerts, e-mails and app notices it sent.
 */
export async function sendDueRaceAlerts(
  deps: RaceAlertDeps,
  now: Date,
): Promise<{ alerts: number; emails: number; appNotices: number }> {
  const totals = { alerts: 0, emails: 0, appNotices: 0 };
  for (const runner of await declaredRunners(deps.db, now)) {
    for (const kind of dueRaceAlertKinds(runner.entry.raceAt, now)) {
      const sent = await claimAndMail(deps, runner, kind, now);
      if (!sent) continue;
      totals.alerts += 1;
      totals.emails += sent.emails;
      totals.appNotices += sent.appUserIds.length;
      if (sent.appUserIds.length > 0) {
        deps.events.emit('raceAlert.sent', {
          horseEntryId: runner.entry.id,
          kind,
          userIds: sent.appUserIds,
        });
      }
    }
  }
  return totals;
}
