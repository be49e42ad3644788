/**
 * Facts the publishing policies and limits need: which syndicates a user writes for, and the upload
 * limits in force (SPEC §9, lowered by the post-asset setting, max files from the app setting).
 */
import {
  AUDIO_MAX_BYTES,
  FILE_MAX_BYTES,
  PHOTO_MAX_BYTES,
  SETTING_TYPES,
  VIDEO_MAX_BYTES,
  type AppSettings,
  type FileCategory,
  type PostAssetSettings,
} from '@stride/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships } from '../db/schema/index.js';
import { readSettings } from './settings.js';

/** Syndicates where the user is staff or manager. */
export async function staffSyndicateIdsOf(db: Db, userId: number | null): Promise<number[]> {
  if (userId === null) return [];
  const rows = await db
    .select({ syndicateId: memberships.syndicateId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.role, ['staff', 'manager'])));
  return rows.map((r) => r.syndicateId);
}

export interface UploadLimits {
  maxFiles: number;
  maxBytes: Record<FileCategory, number>;
}

/** Limits in force now. */
export async function uploadLimits(db: Db): Promise<UploadLimits> {
  const stored = await readSettings(db, [SETTING_TYPES.app, SETTING_TYPES.postAsset]);
  const app = stored.find((s) => s.type === SETTING_TYPES.app)?.settings as AppSettings | undefined;
  const asset = (stored.find((s) => s.type === SETTING_TYPES.postAsset)?.settings ?? {}) as PostAssetSettings;
  return {
    maxFiles: app?.max_files ?? 10,
    maxBytes: {
      photo: asset.photoMaxBytes ?? PHOTO_MAX_BYTES,
      video: asset.videoMaxBytes ?? VIDEO_MAX_BYTES,
      audio: asset.audioMaxBytes ?? AUDIO_MAX_BYTES,
      file: FILE_MAX_BYTES,
    },
  };
}
