import { defineProject } from 'vitest/config';

/**
 * The `mobile` vitest project: only the wrapper's pure bridge (src/bridge), which imports no React Native,
 * so it runs from the root install on Node 20 (decision 018). The app itself builds with Expo (README).
 */
export default defineProject({
  test: {
    name: 'mobile',
    environment: 'node',
    include: ['src/bridge/**/*.test.ts'],
  },
});
