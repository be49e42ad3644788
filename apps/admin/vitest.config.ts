import { defineProject } from 'vitest/config';

/** The `admin` vitest project: the first screen's DOM code runs in jsdom; the weight script in node. */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
