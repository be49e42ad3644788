/**
 * Reading site settings (SPEC §3 Setting): one row per type, validated with the @stride/shared schemas.
 * A missing row reads as the shared defaults; a row that no longer validates reads as the defaults too
 * (reported through `onInvalid`) so a bad value can never switch maintenance mode on or break the site.
 */
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  SETTING_TYPES,
  settingSchema,
  type Setting,
  type SettingType,
} from '@stride/shared';
import type { Db } from '../db/client.js';
import { settings, type Setting as SettingRow } from '../db/schema/index.js';

/** Every setting type in the order the API lists them. */
export const ALL_SETTING_TYPES: readonly SettingType[] = Object.values(SETTING_TYPES);

/** The database enum spells types with underscores, the API (SPEC §7) with hyphens. */
const DB_TYPES = {
  'maintenance-mode': 'maintenance_mode',
  app: 'app',
  'post-asset': 'post_asset',
} as const satisfies Record<SettingType, SettingRow['type']>;

/** Called for a stored row whose JSON does not match its type's schema. */
export type InvalidSettingHandler = (type: SettingType, issues: string[]) => void;

/** Reads the settings of the given types (each once, in API order), falling back to the defaults. */
export async function readSettings(
  db: Db,
  types: readonly SettingType[],
  onInvalid: InvalidSettingHandler = () => {},
): Promise<Setting[]> {
  const wanted = ALL_SETTING_TYPES.filter((type) => types.includes(type));
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.type, wanted.map((type) => DB_TYPES[type])));
  const stored = new Map(rows.map((row) => [row.type, row.settings]));

  return wanted.map((type) => {
    const fallback = settingSchema.parse({ type, settings: DEFAULT_SETTINGS[type] });
    const value = stored.get(DB_TYPES[type]);
    if (value === undefined) return fallback;
    const parsed = settingSchema.safeParse({ type, settings: value });
    if (parsed.success) return parsed.data;
    onInvalid(type, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    return fallback;
  });
}
