import { defineConfig } from 'vitest/config';

/** One vitest run, three projects: pure shared rules, API against a real database, web units. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
