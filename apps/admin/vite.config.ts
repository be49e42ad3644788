/**
 * The back office builds on its own (base /admin/), so react-admin and Material UI stay out of the
 * public site's bundles; the web server serves dist/ under /admin/. The entry (src/main.ts) paints the
 * sign-in screen without them; the console is a dynamic chunk whose files the page lists in a meta tag so
 * the sign-in screen can prefetch them on idle (decision 036). The manifest feeds
 * scripts/first-screen-weight.mjs, the first screen's byte budget in `npm test`.
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const BASE = '/admin/';
/**
 * Prefetched from the sign-in screen: the console's shell and the first screen it opens (syndicates for
 * administrators and managers, race data for stable staff).
 */
const PREFETCHED_MODULES = [
  '/src/console.tsx',
  '/src/resources/syndicates.tsx',
  '/src/resources/race-data.tsx',
];

/** Writes the files of PREFETCHED_MODULES (their chunks, static imports and CSS) into <meta name="stride-console-assets">. */
function consoleAssetsMeta(): Plugin {
  return {
    name: 'stride-console-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const chunkOf = (module: string) => {
          const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!found) throw new Error(`no chunk for ${module}: it must stay a dynamic import`);
          return found;
        };
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          // The entry (and its CSS) is already loaded by the time anything is prefetched.
          if (files.has(fileName) || chunk?.isEntry) return;
          files.add(fileName);
          if (!chunk) return;
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const module of PREFETCHED_MODULES) visit(chunkOf(module).fileName);
        return [
          {
            tag: 'meta',
            attrs: { name: 'stride-console-assets', content: [...files].map((f) => BASE + f).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  base: BASE,
  plugins: [react(), consoleAssetsMeta()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000, manifest: true },
  server: { port: 5174 },
});
