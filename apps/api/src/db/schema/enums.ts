/**
 * PostgreSQL enum types: the closed sets of values the database stores (SPEC §3 "Enumerations").
 * The labels are storage values; user-facing wording and the lists clients validate against live in
 * @stride/shared. Adding a value means a new migration (`ALTER TYPE … ADD VALUE`).
 */
import { pgEnum } from 'drizzle-orm/pg-core';

/** A user's role inside one syndicate (the platform-wide roles live in users.roles). */
export const membershipRole = pgEnum('membership_role', ['member', 'staff', 'manager']);

/** SPEC §3 post types. */
export const postType = pgEnum('post_type', [
  'video',
  'text',
  'photo',
  'audio',
  'file',
  'replay',
  'upcoming_race',
  'media',
]);

/** SPEC §3 publication statuses; clients only ever see `published`. */
export const publicationStatus = pgEnum('publication_status', [
  'published',
  'draft',
  'user_draft',
  'upload_failed',
]);

/** SPEC §3 asset processing states (used for a post's overall status and for each asset). */
export const assetStatus = pgEnum('asset_status', ['processing', 'complete', 'error']);

/** SPEC §3 audience filter of a post. */
export const audience = pgEnum('audience', ['all', 'member']);

/** SPEC §3 race update types of a syndicate horse entry. */
export const raceUpdateType = pgEnum('race_update_type', [
  '5 Day Entry',
  'Final Declaration',
  'Result',
  'Race Preview Comment',
]);

/** SPEC §3 entry statuses; the empty string is a real value ("empty"). */
export const entryStatus = pgEnum('entry_status', ['Entered', 'Declared', '']);

/** Who asked to join: a signed-in user or an anonymous visitor. */
export const joinRequestKind = pgEnum('join_request_kind', ['user', 'anonymous']);

/** A join request waits as `pending` until a manager decides (SPEC §3 ACCEPTED / REJECTED). */
export const joinRequestStatus = pgEnum('join_request_status', ['pending', 'ACCEPTED', 'REJECTED']);

/** SPEC §3 platforms a push subscription belongs to. */
export const platform = pgEnum('platform', ['web', 'ios', 'android']);

/** SPEC §3 setting types (one row per type). */
export const settingType = pgEnum('setting_type', ['maintenance_mode', 'app', 'post_asset']);
