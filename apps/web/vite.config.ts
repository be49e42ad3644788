import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Vite for the React Router app. The `source` condition makes `@stride/shared` resolve to its
 * TypeScript source on the client and in the SSR bundle, so no shared build is needed for the web.
 */
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    // WEB_SOURCEMAP=1 maps each chunk back to its modules when studying page weight (decision 026).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      treeshake: {
        // @stride/shared modules only declare constants, schemas and functions: let unused ones (and zod
        // with them) drop out of the browser bundle instead of shipping every form schema to every page.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  ssr: {
    // Bundle the workspace package (its source is TypeScript) instead of leaving a bare import.
    noExternal: ['@stride/shared'],
    resolve: {
      conditions: ['source', ...defaultServerConditions],
      externalConditions: ['source', ...defaultServerConditions],
    },
  },
});
