/**
 * Writes the maintenance-mode setting (SPEC §3: flag + IP whitelist separated by spaces), validated with
 * the shared schema. Used by the test-only CLI until the back office edits it.
 */
import { maintenanceModeSettingsSchema, type MaintenanceModeSettings } from '@stride/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';
import { readSettings } from '../services/settings.js';

export interface MaintenanceChange {
  on: boolean;
  /** Replaces the whitelist when given; the stored one is kept otherwise. */
  whitelist?: string | undefined;
}

/** Switches maintenance mode on or off; returns the stored setting. Throws on an invalid whitelist. */
export async function setMaintenanceMode(
  db: Db,
  change: MaintenanceChange,
): Promise<MaintenanceModeSettings> {
  const [current] = await readSettings(db, ['maintenance-mode']);
  const previousWhitelist = current?.type === 'maintenance-mode' ? current.settings.ipWhitelist : '';
  const value = maintenanceModeSettingsSchema.parse({
    maintenanceMode: change.on,
    ipWhitelist: change.whitelist ?? previousWhitelist,
  });
  await db
    .insert(settings)
    .values({ type: 'maintenance_mode', settings: value })
    .onConflictDoUpdate({ target: settings.type, set: { settings: value, updatedAt: sql`now()` } });
  return value;
}
