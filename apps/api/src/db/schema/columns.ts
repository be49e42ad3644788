/** Column builders every table shares, so timestamps and keys look the same everywhere. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key (`id integer generated always as identity`). */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A timezone-aware timestamp read as a JS Date; nullable unless chained with notNull(). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at`: set by the database on insert. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `updated_at`: set on insert and refreshed by Drizzle on every update. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
