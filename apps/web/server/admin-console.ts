/**
 * The back office (apps/admin, a react-admin single-page app) under /admin/ of the web origin: its built
 * files with the same caching as the site's assets, `/admin/config.js` telling it where the API is and
 * which OAuth client to sign in with, and index.html for every other /admin/ path (SPA fallback). It
 * lives beside React Router, not inside it, so react-admin never enters the public site's bundles and
 * the maintenance guard never locks administrators out of the switch that ends maintenance.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface AdminConsoleOptions {
  /** The admin build (apps/admin/dist); the console is absent when the folder is. */
  dir: string;
  /** The API origin as the browser reaches it (PUBLIC_API_URL). */
  apiUrl: string;
  /** OAuth client the console signs in with (the web's public client). */
  clientId: string;
}

export const ADMIN_PREFIX = '/admin/';
const ONE_YEAR_SECONDS = 31_536_000;

/** The script the console reads its settings from (a plain assignment, no inline script needed). */
export function adminConfigScript(options: Pick<AdminConsoleOptions, 'apiUrl' | 'clientId'>): string {
  const config = { apiUrl: options.apiUrl.replace(/\/$/, ''), clientId: options.clientId };
  return `window.__STRIDE_ADMIN__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
}

/** Mounts the console; returns false (and mounts nothing) when the admin build is missing. */
export async function adminConsole(app: FastifyInstance, options: AdminConsoleOptions): Promise<boolean> {
  const indexFile = path.join(options.dir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const config = adminConfigScript(options);

  app.get('/admin/config.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(config),
  );

  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: ADMIN_PREFIX,
    wildcard: false,
    index: false,
    decorateReply: false,
    // Brotli twins written by the admin build (apps/web/scripts/precompress.mjs, decision 046).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : 'no-cache',
      );
    },
  });

  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .send(indexHtml);
  app.get('/admin/', sendIndex);
  app.get('/admin/*', async (request, reply) => {
    // A missing hashed asset is a plain 404, never the app shell.
    if (request.url.startsWith('/admin/assets/')) return reply.code(404).type('text/plain').send('Not Found');
    return sendIndex(request, reply);
  });
  return true;
}
