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
  },
});
