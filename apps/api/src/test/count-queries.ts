import type { Db } from '../db/client.js';

/** The driver client under Drizzle: both PGlite and pg.Pool expose `query`. */
interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * Runs `work` and answers how many statements reached the database driver meanwhile: the deterministic
 * SQL budgets of issue 19 (statements per feed read, per upload part) are pinned with it.
 */
export async function countQueries<T>(
  db: Db,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    const result = await work();
    return { result, queries };
  } finally {
    client.query = original;
  }
}
