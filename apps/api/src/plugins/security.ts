/**
 * Transport security for every route: helmet headers, a CORS allow-list of our own web origins,
 * and rate limits (global, plus a stricter bucket that form and auth routes opt into).
 * With REDIS_URL the rate-limit counters are shared by every API instance (per process while Redis is away).
 */
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Env } from '../env.js';
import { HttpError } from '../lib/http-errors.js';
import { redisKeys } from '../lib/redis-keys.js';
import { MemoryCounters, memoryRateLimitStore, resilientRateLimitStore } from './rate-limit-store.js';

/** The global per-client budget, when its counters are in this process (no Redis): the fast path counts in them. */
export interface LocalRateLimit {
  max: number;
  windowMs: number;
  counters: MemoryCounters;
}

const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

/** The global per-client budget when its counters are in Redis: where a client's counter lives. */
export interface SharedRateLimit {
  max: number;
  windowMs: number;
  /** The client's counter is `${keyPrefix}${request.ip}` (the limiter's Redis store). */
  keyPrefix: string;
}

// Requests whose hit of the global limit was already counted with their cache versions (decision 034).
const countedElsewhere = new WeakSet<FastifyRequest>();

/**
 * Applies a global-limit hit counted outside the limiter (in the request's one Redis round trip): the
 * limiter's headers, and its 429 when over budget; the limiter then leaves the request alone.
 */
export function applyCountedHit(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: SharedRateLimit,
  hit: { current: number; ttl: number },
): void {
  countedElsewhere.add(request);
  const reset = String(Math.ceil(hit.ttl / 1000));
  reply.header('x-ratelimit-limit', limit.max);
  if (hit.current <= limit.max) {
    reply.header('x-ratelimit-remaining', limit.max - hit.current).header('x-ratelimit-reset', reset);
    return;
  }
  reply.header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', reset).header('retry-after', reset);
  throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The global rate limit's in-process counters; null when they are shared in Redis. */
    localRateLimit: LocalRateLimit | null;
    /** The global rate limit's shared counters in Redis; null without Redis. */
    sharedRateLimit: SharedRateLimit | null;
    /** Helmet's headers for answers outside `/api/` (OAuth pages, media), computed once. */
    securityHeaders: Readonly<Record<string, string>>;
    /** The security headers of an `/api/` answer (JSON): `apiSecurityHeaders` of the full set. */
    apiSecurityHeaders: Readonly<Record<string, string>>;
  }
}

export interface SecurityOptions {
  env: Env;
  redis?: Redis | undefined;
}

/** Browser origins allowed to call the API with credentials-free bearer requests. */
export function allowedOrigins(env: Env): string[] {
  return [env.WEB_ORIGIN, ...env.CORS_EXTRA_ORIGINS.split(/\s+/).filter(Boolean)];
}

/** The headers helmet sets for `options` (it sets the same ones on every response). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * The API's own answers are JSON, never a document a browser renders: of helmet's headers they carry what
 * the OWASP REST Security Cheat Sheet lists for an API (no framing, no sniffing, HTTPS only) and the
 * cross-origin resource policy the web app's reads need. The rest (the document's CSP, opener and agent
 * cluster isolation, DNS prefetch, download and cross-domain policies, XSS auditor) only govern documents:
 * on every JSON answer they cost 6 header lines and a 330-byte CSP for nothing (issue 19: a tenth of a
 * cached feed read's CPU was writing headers; decision 043). Every /api/ answer needs a bearer token, so a
 * browser never navigates to one; its CSP is the strictest there is all the same.
 */
export function apiSecurityHeaders(full: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  for (const name of [
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ]) {
    const value = full[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

async function securityPlugin(app: FastifyInstance, { env, redis }: SecurityOptions): Promise<void> {
  // Helmet's headers depend on the configuration only: computed once here, not rebuilt per request as
  // @fastify/helmet does (6 % of a cached feed read's CPU; decision 030).
  const headers = helmetHeaders({
    // Media and images are read cross-origin by the web app.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        formAction: ["'self'", env.WEB_ORIGIN],
      },
    },
  });
  const apiHeaders = apiSecurityHeaders(headers);
  app.decorate('securityHeaders', headers);
  app.decorate('apiSecurityHeaders', apiHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
  const origins = allowedOrigins(env);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || origins.includes(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    // Multipart uploads read each part's ETag from the PUT answer (SPEC §7).
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  const localRateLimit: LocalRateLimit | null = redis
    ? null
    : { max: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000, counters: new MemoryCounters() };
  app.decorate('localRateLimit', localRateLimit);
  app.decorate(
    'sharedRateLimit',
    redis
      ? {
          max: env.RATE_LIMIT_PER_MINUTE,
          windowMs: 60_000,
          keyPrefix: redisKeys(env.REDIS_KEY_PREFIX).rateLimit,
        }
      : null,
  );
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // Shared counters in Redis, per-process ones while Redis is away (decision 023).
    ...(redis
      ? {
          store: resilientRateLimitStore({
            redis,
            prefix: redisKeys(env.REDIS_KEY_PREFIX).rateLimit,
            onFallback: (err) => app.log.warn({ err }, 'rate limits counted per process while Redis is away'),
          }),
        }
      : localRateLimit
        ? { store: memoryRateLimitStore(localRateLimit.counters) }
        : {}),
    // Counted already, with the request's cache versions in one Redis round trip (plugins/authenticate.ts).
    allowList: (request) => countedElsewhere.has(request),
    // Thrown as our own error type so the error handler answers in the API's format.
    errorResponseBuilder: (_req, ctx) => new HttpError(ctx.statusCode, TOO_MANY_REQUESTS_MESSAGE),
  });
}

export default fp(securityPlugin, { name: 'security' });

/** Route `config` for public forms and auth endpoints: a small per-IP budget per minute. */
export function formRateLimit(env: Env): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: 60_000 } };
}
