import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { fastifyTimeoutOptions, serverTimeoutsFromEnv, type ServerTimeouts } from '@stride/shared';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { acceptsBrotli } from './accept-encoding.js';
import { CLIENT_IP_HEADER, DEFAULT_TRUSTED_PROXIES } from './client-ip.js';
import {
  BASE_AUTH_HEADER,
  BASE_AUTH_REALM,
  type BaseAuthCredentials,
  baseAuthDecision,
} from './base-auth.js';
import { type AdminConsoleOptions, adminConsole } from './admin-console.js';
import { type LogEndpointOptions, logEndpoint } from './log-endpoint.js';
import { PAGE_REQUEST_HEADER, isPageRequest } from './page-request.js';
import { type SeoOptions, seoRoutes } from './seo.js';
import { registerSecurityHeaders } from './security-headers.js';
import { redactingLogger } from './log-redaction.js';
import { trailingSlashRedirect } from './trailing-slash.js';

/** A connect-style middleware stack, i.e. Vite's `server.middlewares` in development. */
export type ConnectMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

export interface WebServerOptions {
  mode: 'production' | 'development' | 'test';
  /** The React Router server build, or a loader for it (Vite's ssrLoadModule in development). Defaults to build/server. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build served as static files (production only). Defaults to build/client. */
  clientDir?: string | null;
  /** Mounted before every route (Vite's dev middlewares). */
  middleware?: ConnectMiddleware;
  /** Log at this pino level (LOG_LEVEL), or stay silent when false/undefined. */
  logger?: false | string;
  /** Rate limit of the client log endpoint (POST /log/). */
  logEndpoint?: LogEndpointOptions;
  /** The staging basic-auth gate (decision 004); off when null or absent. */
  baseAuth?: BaseAuthCredentials | null;
  /** Proxies whose X-Forwarded-For names the visitor (TRUSTED_PROXIES); defaults to this machine. */
  trustedProxies?: readonly string[];
  /** robots.txt and sitemap.xml (API and site origins default to API_URL and WEB_ORIGIN). */
  seo?: SeoOptions;
  /** The back office under /admin/ (apps/admin build); absent when null or undefined. */
  admin?: AdminConsoleOptions | null;
  /** Connection timeouts (prod.ts reads them from the environment); the defaults otherwise. */
  timeouts?: ServerTimeouts;
}

const ONE_YEAR_SECONDS = 31_536_000;
const defaultBuildUrl = new URL('../build/server/index.js', import.meta.url);
const defaultClientDir = fileURLToPath(new URL('../build/client/', import.meta.url));

/**
 * Builds the web origin's Fastify instance: static assets, the trailing-slash rule, /healthz, the
 * client log endpoint and the React Router request handler for everything else. Shared by prod.ts, dev.ts and the tests.
 */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? redactingLogger(options.logger) : false,
    trustProxy: [...(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)],
    // Slow or stalled clients cannot hold connections (decision 023).
    ...fastifyTimeoutOptions(options.timeouts ?? serverTimeoutsFromEnv({})),
  });
  const build = options.build ?? (() => import(defaultBuildUrl.href) as Promise<ServerBuild>);
  const handleRequest = createRequestHandler(build, options.mode);

  // React Router reads bodies itself (forms, uploads): hand it the raw stream, whatever the type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // Brotli before zstd: browsers offer both with the same weight, and a zstd stream per answer cost
  // ~4 × a Brotli one (quality 4) on pages; precompressed files and pages skip this (decision 046).
  await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate', 'identity'] });
  registerSecurityHeaders(app, { production: options.mode === 'production' });

  // First of all: the staging gate. The marker header is ours alone, never a client's.
  app.addHook('onRequest', async (request, reply) => {
    delete request.headers[BASE_AUTH_HEADER];
    const path = request.url.split('?')[0] ?? '/';
    const decision = baseAuthDecision(path, request.headers.authorization, options.baseAuth ?? null);
    if (decision === 'challenge') {
      return reply
        .code(401)
        .header('WWW-Authenticate', `Basic realm="${BASE_AUTH_REALM}", charset="UTF-8"`)
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Authentication required');
    }
    if (decision === 'passed') request.headers[BASE_AUTH_HEADER] = '1';
  });

  // Before Vite and static files: the canonical URL is decided first.
  app.addHook('onRequest', async (request, reply) => {
    const target = trailingSlashRedirect(request.method, request.url);
    if (target) return reply.redirect(target, 308);
  });

  if (options.middleware) {
    await app.register(middie);
    app.use(options.middleware);
  }

  const clientDir =
    options.clientDir === undefined
      ? options.mode === 'production'
        ? defaultClientDir
        : null
      : options.clientDir;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per existing file, so unknown paths still reach React Router below.
      wildcard: false,
      // The build's Brotli twins (scripts/precompress.mjs, decision 046) go to browsers that accept br;
      // other answers are compressed on the fly by @fastify/compress as before.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same URL answers br or not by the request's Accept-Encoding: caches must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
        // The service worker is re-checked on every load (decision 022), or an old one would linger a day.
        if (/[\\/]sw\.js(\.br)?$/.test(filePath)) {
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('Service-Worker-Allowed', '/');
          return;
        }
        const hashed = filePath.includes('/assets/');
        res.setHeader(
          'Cache-Control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/healthz', async (_request, reply) => reply.type('text/plain').send('ok'));
  await logEndpoint(app, options.logEndpoint);
  await seoRoutes(app, options.seo);
  if (options.admin) await adminConsole(app, options.admin);

  // A missing hashed asset is a plain 404, not a rendered page.
  app.all('/assets/*', async (_request, reply) => reply.code(404).type('text/plain').send('Not Found'));

  app.all('/*', async (request, reply) => {
    const cached = cachedPageFor(request);
    if (cached) return sendCachedPage(request, reply, cached);
    const response = await handleRequest(toFetchRequest(request, reply), new RouterContextProvider());
    return sendFetchResponse(reply, response);
  });

  return app;
}

/** A page of the anonymous page cache, as the server build hands it out (lib/page-cache). */
interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
  brotli?: Buffer;
}
type FastPageLookup = (request: {
  method: string;
  url: string;
  cookie: string | undefined;
  baseAuth: boolean;
}) => CachedPage | null;
/** Same symbol as FAST_PAGE_LOOKUP in app/lib/page-cache (the server build registers the lookup there). */
const FAST_PAGE_LOOKUP = Symbol.for('stride.fastPageLookup');

/**
 * A visitor's page straight from the anonymous page cache, before React Router (decision 017): only
 * when the server build has registered its lookup, which answers only while the shared "maintenance
 * off" status is under a second old and the request carries no auth cookie.
 */
function cachedPageFor(request: FastifyRequest): CachedPage | null {
  const lookup = (globalThis as Record<symbol, unknown>)[FAST_PAGE_LOOKUP] as FastPageLookup | undefined;
  if (!lookup) return null;
  return lookup({
    method: request.method,
    url: request.url,
    cookie: request.headers.cookie,
    baseAuth: request.headers[BASE_AUTH_HEADER] === '1',
  });
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'Cookie');
  reply.header('x-page-cache', 'HIT');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  // The page's Brotli form, made once when it was stored (decision 046); @fastify/compress leaves an
  // answer that already has a Content-Encoding alone, and compresses the others as they go out.
  if (page.brotli && acceptsBrotli(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'br').header('vary', 'Cookie, Accept-Encoding');
    return reply.code(page.status).send(page.brotli);
  }
  return reply.code(page.status).send(page.body);
}

/** Converts Fastify's request into the Fetch API request React Router expects. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === PAGE_REQUEST_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (isPageRequest(request.method, request.url)) headers.set(PAGE_REQUEST_HEADER, '1');
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (hasBody) {
    init.body = Readable.toWeb(request.body as Readable) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Copies a Fetch API response (status, headers incl. multiple Set-Cookie, streamed body) onto Fastify's reply. */
function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
