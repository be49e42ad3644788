/** The horse aggregate: horses and their race entries, declarations and results. */
import type { Pedigree } from '@stride/shared';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.js';
import { entryStatus, raceUpdateType } from './enums.js';
import { posts } from './posts.js';
import { syndicates } from './syndicates.js';

export const horses = pgTable(
  'horses',
  {
    id: idColumn(),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** URL segment of /horses/{id}/{horseName}. */
    slug: text('slug').notNull(),
    featured: boolean('featured').notNull().default(false),
    featuredOrder: integer('featured_order'),
    /** ISO date `YYYY-MM-DD`; the age shown is derived from it. */
    foalingDate: date('foaling_date', { mode: 'string' }),
    sex: text('sex').notNull().default(''),
    colour: text('colour').notNull().default(''),
    sire: text('sire').notNull().default(''),
    dam: text('dam').notNull().default(''),
    damSire: text('dam_sire').notNull().default(''),
    /** Three generations, 14 names (sire, dam, sireSire … damDamDam); null when unknown. */
    pedigree: jsonb('pedigree').$type<Pedigree>(),
    trainer: text('trainer').notNull().default(''),
    location: text('location').notNull().default(''),
    prizeMoneyCents: integer('prize_money_cents').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    runs: integer('runs').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    thirds: integer('thirds').notNull().default(0),
    pedigreeAnalysis: text('pedigree_analysis').notNull().default(''),
    trainerThoughts: text('trainer_thoughts').notNull().default(''),
    imageKey: text('image_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('horses_syndicate_name_idx').on(t.syndicateId, t.name),
    index('horses_featured_idx').on(t.featured, t.featuredOrder),
    index('horses_name_idx').on(t.name),
  ],
);

/** A syndicate horse entry (SPEC §3): one race update — entry, declaration, preview or result. */
export const horseEntries = pgTable(
  'horse_entries',
  {
    id: idColumn(),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    /** The update announcing this entry, if any. */
    postId: integer('post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /** Race date and time (entered in Europe/Dublin time, stored as an instant). */
    raceAt: timestamptz('race_at').notNull(),
    updateType: raceUpdateType('update_type').notNull(),
    status: entryStatus('status').notNull().default(''),
    racetrack: text('racetrack').notNull(),
    raceNumber: integer('race_number').notNull(),
    raceName: text('race_name').notNull(),
    distance: text('distance'),
    drawPosition: integer('draw_position'),
    jockey: text('jockey'),
    /** A placing ("1", "12") or a non-finisher code ("pu", "F", "ur" …). */
    finishingPosition: text('finishing_position'),
    previewComment: text('preview_comment'),
    timeformComment: text('timeform_comment'),
    racecardUrl: text('racecard_url'),
    resultUrl: text('result_url'),
    replayUrl: text('replay_url'),
    /** How the entry was created, e.g. from a manually written post. */
    creationTrigger: text('creation_trigger').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('horse_entries_syndicate_race_at_idx').on(t.syndicateId, t.raceAt),
    index('horse_entries_horse_race_at_idx').on(t.horseId, t.raceAt),
    index('horse_entries_post_idx').on(t.postId),
  ],
);

export type Horse = typeof horses.$inferSelect;
export type NewHorse = typeof horses.$inferInsert;
export type HorseEntry = typeof horseEntries.$inferSelect;
export type NewHorseEntry = typeof horseEntries.$inferInsert;
