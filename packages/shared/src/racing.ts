/**
 * Racing and posting enumerations of SPEC §3 and the state rules of SPEC §4: post types, update types,
 * race entries, publication and asset statuses, result codes, author labels.
 */
import type { ClientRole } from './roles.js';

/** Post types stored on an update. */
export const POST_TYPES = [
  'video',
  'text',
  'photo',
  'audio',
  'file',
  'replay',
  'upcoming_race',
  'media',
] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Update types shown in the UI. */
export const UI_UPDATE_TYPES = ['Photo', 'Video', 'Audio', 'File', 'Replay', 'Media'] as const;
export type UiUpdateType = (typeof UI_UPDATE_TYPES)[number];

/** Post type → UI label; text and upcoming_race have no media label. */
export const POST_TYPE_UI_LABELS: Readonly<Partial<Record<PostType, UiUpdateType>>> = {
  photo: 'Photo',
  video: 'Video',
  audio: 'Audio',
  file: 'File',
  replay: 'Replay',
  media: 'Media',
};

/** Type of a new post (SPEC §3: media when files are attached, text otherwise). */
export function postTypeFor(fileCount: number): PostType {
  return fileCount > 0 ? 'media' : 'text';
}

/** Race update types of a horse entry. */
export const RACE_UPDATE_TYPES = [
  '5 Day Entry',
  'Final Declaration',
  'Result',
  'Race Preview Comment',
] as const;
export type RaceUpdateType = (typeof RACE_UPDATE_TYPES)[number];

/** Entry statuses; the empty string is "no status yet". */
export const ENTRY_STATUSES = ['Entered', 'Declared', ''] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** How a syndicate horse entry came to be. */
export const CREATION_TRIGGER_MANUAL_POST = 'manual post';

/** Publication statuses of an update. */
export const PUBLICATION_STATUSES = ['published', 'draft', 'user_draft', 'upload_failed'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/**
 * Allowed publication transitions (SPEC §4): drafts are published, uploads of a draft or a published
 * post can fail, and the upload-failed action publishes. Everything else is refused.
 */
export const PUBLICATION_TRANSITIONS: Readonly<Record<PublicationStatus, readonly PublicationStatus[]>> = {
  draft: ['published', 'upload_failed'],
  user_draft: ['published', 'upload_failed'],
  upload_failed: ['published'],
  published: ['upload_failed'],
};

/** True when an update may move from one publication status to another. */
export function canChangePublicationStatus(from: PublicationStatus, to: PublicationStatus): boolean {
  return PUBLICATION_TRANSITIONS[from].includes(to);
}

/**
 * Status a new post starts with: saved to drafts by the user → user_draft; published with files still to
 * upload → draft until the uploads finish (then the publish action sets published); otherwise published.
 */
export function initialPublicationStatus(options: {
  publish: boolean;
  fileCount: number;
}): PublicationStatus {
  if (!options.publish) return 'user_draft';
  return options.fileCount > 0 ? 'draft' : 'published';
}

/** Only published updates are shown to clients (SPEC §4). */
export function isVisibleToClients(status: PublicationStatus): boolean {
  return status === 'published';
}

/** Asset processing statuses. */
export const ASSET_STATUSES = ['processing', 'complete', 'error'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Asset transitions: processing, then complete or error (SPEC §4). */
export const ASSET_STATUS_TRANSITIONS: Readonly<Record<AssetStatus, readonly AssetStatus[]>> = {
  processing: ['complete', 'error'],
  complete: [],
  error: [],
};

/** True when an asset may move from one status to another. */
export function canChangeAssetStatus(from: AssetStatus, to: AssetStatus): boolean {
  return ASSET_STATUS_TRANSITIONS[from].includes(to);
}

/** Join request outcomes, delivered by a real-time event. */
export const JOIN_REQUEST_STATUSES = ['ACCEPTED', 'REJECTED'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** Non-finishing result codes and their labels (SPEC §3). */
export const NON_FINISHING_RESULTS = {
  pu: 'Pulled Up',
  F: 'Fell',
  ur: 'Unseated Rider',
  rr: 'Refused to Race',
  ro: 'Ran Out',
  D: 'Disqualified',
  bd: 'Brought Down',
  R: 'Refused',
  co: 'Carried Out',
  su: 'Slipped Up',
} as const;
export type NonFinishingCode = keyof typeof NON_FINISHING_RESULTS;
export const NON_FINISHING_CODES = Object.keys(NON_FINISHING_RESULTS) as NonFinishingCode[];

/** Finds a result code: exact case first, then case-insensitively (all codes differ when lowercased). */
export function nonFinishingCode(value: string): NonFinishingCode | null {
  const trimmed = value.trim();
  if (trimmed in NON_FINISHING_RESULTS) return trimmed as NonFinishingCode;
  return NON_FINISHING_CODES.find((code) => code.toLowerCase() === trimmed.toLowerCase()) ?? null;
}

/** English ordinal of a position: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st … */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th';
  return `${position}${suffix}`;
}

/** Label of a finishing position: ordinal for a place, label for a non-finishing code, '' when empty. */
export function finishingPositionLabel(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  if (/^\d+$/.test(text) && Number(text) > 0) return ordinal(Number(text));
  const code = nonFinishingCode(text);
  return code ? NON_FINISHING_RESULTS[code] : text;
}

/** True when a finishing position is a positive place or a known non-finishing code. */
export function isValidFinishingPosition(value: string): boolean {
  const text = value.trim();
  return (/^\d+$/.test(text) && Number(text) > 0 && Number(text) <= 99) || nonFinishingCode(text) !== null;
}

/** Post author labels (SPEC §2 "Content of screens"). */
export const POST_AUTHOR_LABELS = {
  manager: 'Racing Manager',
  staff: 'Stable Manager',
  default: 'Syndicate Manager',
} as const;

/** Label shown as the author of a post: manager wins over staff, anyone else is the syndicate manager. */
export function postAuthorLabel(authorRoles: readonly ClientRole[]): string {
  if (authorRoles.includes('Manager')) return POST_AUTHOR_LABELS.manager;
  if (authorRoles.includes('Staff')) return POST_AUTHOR_LABELS.staff;
  return POST_AUTHOR_LABELS.default;
}

/** Audience filter values. */
export const AUDIENCE_FILTERS = ['all', 'member'] as const;
export type AudienceFilter = (typeof AUDIENCE_FILTERS)[number];

/** Platforms a notification or device can target. */
export const PLATFORMS = ['web', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Chat code marking a group chat (SPEC §3 Chat: an "all" code). */
export const GROUP_CHAT_CODE = 'all';
