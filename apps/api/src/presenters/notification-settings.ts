/** The only way a notification_settings row becomes the shared `NotificationSettings` JSON. */
import type { NotificationSettings } from '@stride/shared';
import type { NotificationSettings as NotificationSettingsRow } from '../db/schema/index.js';

/** Maps the table's column names onto the shared preference names. */
export function presentNotificationSettings(row: NotificationSettingsRow): NotificationSettings {
  return {
    horseUpdate: row.horseUpdate,
    raceEntryUpdate: row.raceEntryUpdate,
    raceResultAndReplayUpdate: row.raceResultUpdate,
    messageFromStable: row.stableMessage,
    upcomingRaceAlerts: row.upcomingRaceAlerts,
    viaEmail: row.viaEmail,
    viaApp: row.viaApp,
  };
}
