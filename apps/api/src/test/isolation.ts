/** Shared body of the two harness tests: each file must see only the rows it wrote itself. */
import { count, sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { buildUser } from './factories.js';
import { getTestDatabase } from './db.js';

/** Declares the tests proving this file got its own, freshly migrated database. */
export function describeIsolation(label: string): void {
  it(`gives ${label} an empty, migrated database of its own`, async () => {
    const database = await getTestDatabase();
    const [before] = await database.db.select({ n: count() }).from(users);
    expect(before?.n).toBe(0);

    // The same e-mail in every file: a shared database would hit the unique index or count 2.
    await buildUser(database.db, { email: 'isolation@example.com' });
    const [after] = await database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(1);
  });

  it(`opens ${label}'s database with the driver the run asked for`, async () => {
    const database = await getTestDatabase();
    const config = inject('testDb');
    expect(database.driver).toBe(config.driver);
    if (config.driver === 'postgres') {
      expect(database.name.startsWith(config.databasePrefix)).toBe(true);
      const { rows } = await database.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
      expect(rows[0]?.name).toBe(database.name);
    } else {
      expect(database.name).toBe('pglite');
    }
  });
}
