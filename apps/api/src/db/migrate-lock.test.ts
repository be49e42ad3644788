import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from './client.js';
import { migrate } from './migrate.js';
import { getTestDatabase } from '../test/db.js';

describe('migrate on PostgreSQL', () => {
  it('lets several instances migrate the same database at once', async () => {
    const testDb = await getTestDatabase();
    if (testDb.driver !== 'postgres') return; // PGlite has one connection: nothing can race.
    const url = process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${testDb.name}`);
    const instances = await Promise.all([1, 2, 3].map(() => createDatabase({ url, poolMax: 2 })));
    try {
      await Promise.all(instances.map((i) => migrate(i.db)));
      const result = await testDb.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(result.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
