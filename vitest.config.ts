import { defineConfig } from 'vitest/config';

/** One vitest run, five projects: pure shared rules, API against a real database, web units, the back office's first screen, the wrapper's bridge. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'apps/admin', 'apps/mobile'],
  },
});
