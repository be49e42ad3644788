/**
 * PostgreSQL enum types: the closed sets of values the database stores (SPEC §3 "Enumerations").
 * The value lists come from @stride/shared, the one source of truth; the database only stores them.
 * Adding a value means a new migration (`ALTER TYPE … ADD VALUE`).
 */
import {
  ASSET_STATUSES,
  AUDIENCE_FILTERS,
  ENTRY_STATUSES,
  JOIN_REQUEST_STATUSES,
  PLATFORMS,
  POST_TYPES,
  PUBLICATION_STATUSES,
  RACE_UPDATE_TYPES,
} from '@stride/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

/** A user's role inside one syndicate (the platform-wide roles live in users.roles). */
export const membershipRole = pgEnum('membership_role', ['member', 'staff', 'manager']);

/** SPEC §3 post types. */
export const postType = pgEnum('post_type', POST_TYPES);

/** SPEC §3 publication statuses; clients only ever see `published`. */
export const publicationStatus = pgEnum('publication_status', PUBLICATION_STATUSES);

/** SPEC §3 asset processing states (used for a post's overall status and for each asset). */
export const assetStatus = pgEnum('asset_status', ASSET_STATUSES);

/** SPEC §3 audience filter of a post. */
export const audience = pgEnum('audience', AUDIENCE_FILTERS);

/** SPEC §3 race update types of a syndicate horse entry. */
export const raceUpdateType = pgEnum('race_update_type', RACE_UPDATE_TYPES);

/** SPEC §3 entry statuses; the empty string is a real value ("empty"). */
export const entryStatus = pgEnum('entry_status', ENTRY_STATUSES);

/** Who asked to join: a signed-in user or an anonymous visitor. */
export const joinRequestKind = pgEnum('join_request_kind', ['user', 'anonymous']);

/** A join request waits as `pending` until a manager decides (SPEC §3 ACCEPTED / REJECTED). */
export const joinRequestStatus = pgEnum('join_request_status', ['pending', ...JOIN_REQUEST_STATUSES]);

/** SPEC §3 platforms a push subscription belongs to. */
export const platform = pgEnum('platform', PLATFORMS);

/** SPEC §3 setting types (one row per type). */
export const settingType = pgEnum('setting_type', ['maintenance_mode', 'app', 'post_asset']);
