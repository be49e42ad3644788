/** Site-wide settings, one row per type (SPEC §3 Setting: maintenance mode, app, post asset). */
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from './columns.js';
import { settingType } from './enums.js';

export const settings = pgTable('settings', {
  id: idColumn(),
  type: settingType('type').notNull().unique('settings_type_unique'),
  /** Shape depends on `type`; validated by the settings service with the @stride/shared schemas. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export type Setting = typeof settings.$inferSelect;
export type NewSetting = typeof settings.$inferInsert;
