/**
 * A user's notification preferences (SPEC §2 notifications page): one row per user, created lazily
 * with DEFAULT_NOTIFICATION_SETTINGS the first time it is read or written. Notification delivery reads
 * them through `readNotificationSettings` too.
 */
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notificationSettings, type NewNotificationSettings } from '../db/schema/index.js';
import { presentNotificationSettings } from '../presenters/notification-settings.js';

/** Shared preference names → table columns (the table predates the shared names). */
function toColumns(settings: Partial<NotificationSettings>): Partial<NewNotificationSettings> {
  const columns: Partial<NewNotificationSettings> = {};
  if (settings.horseUpdate !== undefined) columns.horseUpdate = settings.horseUpdate;
  if (settings.raceEntryUpdate !== undefined) columns.raceEntryUpdate = settings.raceEntryUpdate;
  if (settings.raceResultAndReplayUpdate !== undefined)
    columns.raceResultUpdate = settings.raceResultAndReplayUpdate;
  if (settings.messageFromStable !== undefined) columns.stableMessage = settings.messageFromStable;
  if (settings.upcomingRaceAlerts !== undefined) columns.upcomingRaceAlerts = settings.upcomingRaceAlerts;
  if (settings.viaEmail !== undefined) columns.viaEmail = settings.viaEmail;
  if (settings.viaApp !== undefined) columns.viaApp = settings.viaApp;
  return columns;
}

/** The user's settings, creating the row with the defaults when there is none. */
export async function readNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [existing] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  if (existing) return presentNotificationSettings(existing);
  await db
    .insert(notificationSettings)
    .values({ userId, ...toColumns(DEFAULT_NOTIFICATION_SETTINGS) })
    .onConflictDoNothing();
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return presentNotificationSettings(row!);
}

/** Saves the given toggles (the others keep their value, or the default for a new row). */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const columns = toColumns(changes);
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...toColumns(DEFAULT_NOTIFICATION_SETTINGS), ...columns })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...columns, updatedAt: new Date() } })
    .returning();
  return presentNotificationSettings(row!);
}
