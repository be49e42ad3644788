/** The user aggregate: accounts, their notification preferences, push endpoints and deletion requests. */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.js';
import { platform } from './enums.js';

/** `lower(column)`: the expression behind case-insensitive e-mail uniqueness and look-ups. */
export function lower(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** Argon2 hash; null for accounts that never set a password (e.g. imported or anonymised). */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** ISO date `YYYY-MM-DD`. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    contactByEmail: boolean('contact_by_email').notNull().default(true),
    contactByPhone: boolean('contact_by_phone').notNull().default(true),
    /** Server roles in order; the first is the main role (SPEC §6). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['ROLE_USER']::text[]`),
    disabledAt: timestamptz('disabled_at'),
    deletionRequestedAt: timestamptz('deletion_requested_at'),
    /** Set when the account has been anonymised (SPEC §4 account deletion). */
    deletedAt: timestamptz('deleted_at'),
    /**
     * Bumped to cut every access token issued before (logout, password change, deletion): tokens carry
     * the version they were issued under and the bearer check compares it with this column.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(lower(t.email))],
);

/** SPEC §2 notification toggles; one row per user, created lazily with the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  horseUpdate: boolean('horse_update').notNull().default(true),
  raceEntryUpdate: boolean('race_entry_update').notNull().default(true),
  raceResultUpdate: boolean('race_result_update').notNull().default(true),
  stableMessage: boolean('stable_message').notNull().default(true),
  upcomingRaceAlerts: boolean('upcoming_race_alerts').notNull().default(true),
  viaEmail: boolean('via_email').notNull().default(true),
  viaApp: boolean('via_app').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Web Push subscription keys (`p256dh`, `auth`); null for native tokens. */
export interface PushKeys {
  p256dh: string;
  auth: string;
}

/** Where to push a user's notifications: a Web Push endpoint or a native app token. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: platform('platform').notNull(),
    /** Web Push endpoint URL, or the device token on iOS/Android. */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    keys: jsonb('keys').$type<PushKeys>(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Reasons offered on the delete-account page (the removed-users-reasons endpoint). */
export const removedUserReasons = pgTable('removed_user_reasons', {
  id: idColumn(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** A user's request to delete their account, processed by a job within 24 hours (SPEC §4). */
export const profileDeletionRequests = pgTable(
  'profile_deletion_requests',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id').references(() => removedUserReasons.id, { onDelete: 'set null' }),
    reasonText: text('reason_text'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    index('profile_deletion_requests_user_idx').on(t.userId),
    index('profile_deletion_requests_pending_idx').on(t.processedAt, t.requestedAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NotificationSettings = typeof notificationSettings.$inferSelect;
export type NewNotificationSettings = typeof notificationSettings.$inferInsert;
export type PushSubscription = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = typeof pushSubscriptions.$inferInsert;
export type RemovedUserReason = typeof removedUserReasons.$inferSelect;
export type NewRemovedUserReason = typeof removedUserReasons.$inferInsert;
export type ProfileDeletionRequest = typeof profileDeletionRequests.$inferSelect;
export type NewProfileDeletionRequest = typeof profileDeletionRequests.$inferInsert;
