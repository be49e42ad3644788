/**
 * Writes the maintenance-mode setting (SPEC §3: flag + IP whitelist separated by spaces), validated with
 * the shared schema. Used by the test-only CLI until the back office edits it.
 */
import { maintenanceModeSettingsSchema, type MaintenanceModeSettings } from '@stride/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { EventBus } from '../events/bus.js';
import { settings } from '../db/schema/index.js';
import { readSettings } from '../services/settings.js';

export interface MaintenanceChange {
  on: boolean;
  /** Replaces the whitelist when given; the stored one is kept otherwise. */
  whitelist?: string | undefined;
}

/**
 * Switches maintenance mode on or off; returns the stored setting. Throws on an invalid whitelist.
 * Announces `maintenanceMode.changed` on `events` (caches, sockets) once the row is written.
 */
export async function setMaintenanceMode(
  db: Db,
  change: MaintenanceChange,
  events?: EventBus,
): Promise<MaintenanceModeSettings> {
  const [current] = await readSettings(db, ['maintenance-mode']);
  const existing = await db
    .select({ type: settings.type })
    .from(settings)
    .where(eq(settings.type, 'maintenance_mode'))
    .limit(1);
  const previousWhitelist = current?.type === 'maintenance-mode' ? current.settings.ipWhitelist : '';
  const value = maintenanceModeSettingsSchema.parse({
    maintenanceMode: change.on,
    ipWhitelist: change.whitelist ?? previousWhitelist,
  });
  await db
    .insert(settings)
    .values({ type: 'maintenance_mode', settings: value })
    .onConflictDoUpdate({ target: settings.type, set: { settings: value, updatedAt: sql`now()` } });
  events?.emit('maintenanceMode.changed', { created: existing.length === 0 });
  return value;
}
