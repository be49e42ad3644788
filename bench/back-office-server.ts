/**
 * The back office exactly as the web server serves it — the product's own `adminConsole` (hashed assets
 * cached for a year, /admin/config.js, index.html fallback) behind @fastify/compress like apps/web's
 * server — for one admin build folder, so bench/back-office can audit the current build and an older one
 * side by side. `/hello/` is the floor: a one-heading page, the least any first screen can cost.
 *
 *   PORT=5401 ADMIN_DIR=apps/admin/dist API_URL=http://127.0.0.1:5400 node --import tsx bench/back-office-server.ts
 */
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { adminConsole } from '../apps/web/server/admin-console.js';

const port = Number(process.env.PORT ?? 5401);
const dir = path.resolve(process.env.ADMIN_DIR ?? 'apps/admin/dist');
const app = Fastify({ logger: false });
await app.register(compress, { global: true });
if (
  !(await adminConsole(app, {
    dir,
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:1',
    clientId: 'stride-web',
  }))
)
  throw new Error(`no admin build in ${dir}: run npm run build -w @stride/admin`);
app.get('/healthz', async () => ({ ok: true }));
app.get('/hello/', async (_request, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body><h1>Stride back office</h1></body></html>',
    ),
);
await app.listen({ port, host: '127.0.0.1' });
