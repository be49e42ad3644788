import { defineConfig } from 'vitest/config';

/** One vitest run, four projects: pure shared rules, API against a real database, web units, the wrapper's bridge. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'apps/mobile'],
  },
});
