/** What globalSetup hands to test workers about the run's template database (via provide/inject). */

export type TestDbConfig =
  | {
      driver: 'pglite';
      /** File holding the migrated PGlite `dumpDataDir()` snapshot. */
      dumpPath: string;
    }
  | {
      driver: 'postgres';
      /** TEST_DATABASE_URL: the connection used to create and drop databases. */
      adminUrl: string;
      /** The migrated template database every test file's database is cloned from. */
      template: string;
      /** Prefix of the per-file databases of this run, so teardown can drop them all. */
      databasePrefix: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbConfig;
  }
}

/** Connection string for database `name` on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Double-quotes a PostgreSQL identifier (our generated names are plain, but never trust that). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
