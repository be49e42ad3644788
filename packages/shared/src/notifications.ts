/**
 * Notifications: the preference toggles of the notifications page (SPEC §2) with their schema.
 * The in-app (toast) constants live in ui-notifications.ts, free of zod, for the browser bundle.
 */
import { z } from 'zod';

/** Preference keys and their labels, in page order. */
export const NOTIFICATION_PREFERENCES = {
  horseUpdate: 'Horse update',
  raceEntryUpdate: 'Race entry update',
  raceResultAndReplayUpdate: 'Race result and replay update',
  messageFromStable: 'Message from the stable',
  upcomingRaceAlerts: 'Upcoming race alerts',
  viaEmail: 'Via e-mail',
  viaApp: 'Via app',
} as const;
export type NotificationPreferenceKey = keyof typeof NOTIFICATION_PREFERENCES;

/** Topics e-mail notifications cover (SPEC §2: "via e-mail (race entries and horse updates only)"). */
export const EMAIL_NOTIFICATION_TOPICS: readonly NotificationPreferenceKey[] = [
  'raceEntryUpdate',
  'horseUpdate',
];

/** The notification-settings body: every toggle is a boolean. */
export const notificationSettingsSchema = z.object({
  horseUpdate: z.boolean(),
  raceEntryUpdate: z.boolean(),
  raceResultAndReplayUpdate: z.boolean(),
  messageFromStable: z.boolean(),
  upcomingRaceAlerts: z.boolean(),
  viaEmail: z.boolean(),
  viaApp: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Defaults for a new user: everything on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  horseUpdate: true,
  raceEntryUpdate: true,
  raceResultAndReplayUpdate: true,
  messageFromStable: true,
  upcomingRaceAlerts: true,
  viaEmail: true,
  viaApp: true,
};

/** True when a topic should go out by e-mail for these settings. */
export function sendsEmailFor(settings: NotificationSettings, topic: NotificationPreferenceKey): boolean {
  return settings.viaEmail && EMAIL_NOTIFICATION_TOPICS.includes(topic) && settings[topic];
}
