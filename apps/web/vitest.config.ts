import { defineProject } from 'vitest/config';

/**
 * The `web` vitest project: components run in jsdom (the default here); server tests opt into
 * the node environment with a `// @vitest-environment node` docblock.
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
      'build-config/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // A test may wait for a lazily loaded dialog and then for what it shows: two waits of up to 15 s each
    // (vitest.setup.ts). The default 5 s per test failed such tests under the full suite's load.
    testTimeout: 40_000,
  },
});
