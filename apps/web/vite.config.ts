import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { readdirSync } from 'node:fs';
import { closureChunkName, sharedChunkName, sharedElsewhereName } from './build-config/shell-chunk.ts';
import { type BundleEntry, addCompileHints, chunksTheTakeoverRuns } from './build-config/compile-hints.ts';

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
/** The public pages' route modules (what a visitor lands on). */
const publicRoutes = readdirSync(app('routes/_public'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx$/.test(file) && !/\.test\./.test(file))
  .map((file) => app(`routes/_public/${file}`));

/** React's entry points and the preact/compat modules that stand in for them in the browser build. */
const PREACT_COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * The browser runs Preact through preact/compat instead of React DOM (decision 031); the server keeps
 * rendering with React, whose HTML Preact hydrates. Only the client environment's imports are redirected.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: 'stride:preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      const target = PREACT_COMPAT[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * The browser build's chunks that the takeover runs are compiled eagerly, off the main thread, as they
 * stream in (V8's explicit compile hint, decision 042).
 */
function compileHintsForTheTakeover(): Plugin {
  return {
    name: 'stride:compile-hints-for-the-takeover',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    generateBundle: {
      // After Vite's own last touch (its preload helper's `__vite__mapDeps` line): the hint goes first.
      order: 'post',
      handler(_options, bundle) {
        // rolldown's OutputBundle carries more than these fields; BundleEntry names the ones used.
        const entries = bundle as unknown as Record<string, BundleEntry>;
        addCompileHints(entries, chunksTheTakeoverRuns(entries));
      },
    },
  };
}

/**
 * Tiny modules the public pages share (each under ~300 bytes gzip): as files of their own, each cost a
 * page more than its content (the compile hint, the import line, gzip's framing), so they join the
 * public pages' shared chunk (decision 060: the syndicate page loaded six of them, 1.3 KiB).
 */
const tinySharedModules = new Set(
  [
    'components/ui/badge.tsx',
    'components/ui/card.tsx',
    'components/ui/skeleton.tsx',
    'components/ui/stats.tsx',
    'components/updates/update-path.ts',
    'lib/use-media-url.ts',
  ].map(app),
);
const sharedByPublicPages = sharedChunkName('pages', publicRoutes, 8);
const pagesChunk: typeof sharedByPublicPages = (id, ctx) =>
  tinySharedModules.has(id) ? 'pages' : sharedByPublicPages(id, ctx);

/**
 * Vite for the React Router app. The `source` condition makes `@stride/shared` resolve to its
 * TypeScript source on the client and in the SSR bundle, so no shared build is needed for the web.
 */
export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter(), compileHintsForTheTakeover()],
  // In development the browser's dependencies (React Router, Radix…) are pre-bundled apart from the
  // plugins above: redirect their React imports too, or they would bring React next to Preact.
  optimizeDeps: {
    include: ['preact', 'preact/compat', 'preact/compat/client', 'preact/jsx-runtime'],
    rolldownOptions: {
      plugins: [
        {
          name: 'stride:preact-in-prebundled-deps',
          resolveId(source, importer) {
            const target = PREACT_COMPAT[source];
            return target ? this.resolve(target, importer, { skipSelf: true }) : null;
          },
        },
      ],
    },
  },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    // WEB_SOURCEMAP=1 maps each chunk back to its modules when studying page weight (decision 026).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // WEB_MINIFY=0 keeps function names readable in CPU profiles of the takeover.
    minify: process.env.WEB_MINIFY !== '0',
    rolldownOptions: {
      treeshake: {
        // @stride/shared modules only declare constants, schemas and functions: let unused ones (and zod
        // with them) drop out of the browser bundle instead of shipping every form schema to every page.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The client entry's and root route's static imports are one chunk, the default layout's another
            // (decision 032): rolldown's own splitting made ~45 tiny files per page.
            codeSplitting: {
              groups: [
                {
                  name: sharedElsewhereName(
                    [app('entry.client.tsx'), app('root.tsx'), app('layouts/default.tsx')],
                    fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
                  ),
                  priority: 10,
                },
                {
                  name: closureChunkName(
                    'shell',
                    [app('entry.client.tsx'), app('root.tsx')],
                    [app('entry.client.tsx')],
                  ),
                  priority: 2,
                },
                { name: closureChunkName('layout', [app('layouts/default.tsx')]), priority: 1 },
                { name: pagesChunk, priority: 0 },
              ],
            },
          },
        },
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
