/**
 * Writing site settings from the back office: the stored value merged with the patch, validated as a
 * whole with the shared schema of its type, upserted with its audit row in one transaction.
 */
import { settingSchema, type Setting, type SettingType } from '@stride/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings, type Setting as SettingRow } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/http-errors.js';
import { readSettings } from '../settings.js';
import { recordAudit } from './audit.js';

const DB_TYPE = {
  'maintenance-mode': 'maintenance_mode',
  app: 'app',
  'post-asset': 'post_asset',
} as const satisfies Record<SettingType, SettingRow['type']>;

/** Result of a write: the new value and whether the row existed before. */
export interface SettingWrite {
  setting: Setting;
  created: boolean;
  changed: boolean;
}

/** Merges `patch` into the setting of `type` and stores it; 422 with field violations when invalid. */
export async function writeSetting(
  db: Db,
  type: SettingType,
  patch: Record<string, unknown>,
  actorId: number,
): Promise<SettingWrite> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.type, DB_TYPE[type])).for('update');
    const [current] = await readSettings(tx as unknown as Db, [type]);
    const parsed = settingSchema.safeParse({ type, settings: { ...(current?.settings ?? {}), ...patch } });
    if (!parsed.success) {
      throw unprocessable(
        parsed.error.issues.map((issue) => ({
          propertyPath: ['settings', ...issue.path.slice(1)].join('.'),
          message: issue.message,
        })),
      );
    }
    const value = parsed.data.settings as Record<string, unknown>;
    const changed = JSON.stringify(value) !== JSON.stringify(current?.settings ?? null) || !row;
    await tx
      .insert(settings)
      .values({ type: DB_TYPE[type], settings: value })
      .onConflictDoUpdate({ target: settings.type, set: { settings: value, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actorId,
      action: row ? 'update' : 'create',
      entity: 'setting',
      entityId: type,
      before: row ? { type, settings: row.settings } : null,
      after: { type, settings: value },
    });
    return { setting: parsed.data, created: !row, changed };
  });
}
