/**
 * The back office builds on its own (base /admin/), so react-admin and Material UI stay out of the
 * public site's bundles; the web server serves dist/ under /admin/.
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5174 },
});
