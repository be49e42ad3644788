import { defineProject } from 'vitest/config';

/**
 * API tests run against a real database: globalSetup migrates one template per run (PGlite snapshot, or a
 * PostgreSQL template database when TEST_DATABASE_URL is set) and every test file gets its own copy.
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  // Vite applies `resolve.conditions` to the client only; tests run in the SSR environment, which must
  // also read @stride/shared's TypeScript source (not a possibly stale dist/).
  // No bundler-only `module` condition: Node never uses it, and the AWS SDK's `module` build has
  // extensionless imports Node cannot load.
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Loading a PGlite snapshot or cloning a template takes a moment on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
