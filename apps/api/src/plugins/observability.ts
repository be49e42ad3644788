/**
 * Liveness (/healthz), readiness (/readyz: each dependency's state; 503 only when the database is down, as
 * the instance then cannot serve) and Prometheus metrics (/metrics, with `stride_dependency_up`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.js';
import type { StorageDriver } from '../storage/driver.js';
import { DEPENDENCIES, STATE_VALUE, checkDependencies, type DependencyProbes } from './dependency-health.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What readiness and metrics probe; server.ts plugs the mail worker's state in. */
    dependencyProbes: DependencyProbes;
    /** Records an answer sent outside Fastify's hooks (the public fast path) in the request metrics. */
    observeResponse: (method: string, route: string, status: number, seconds: number) => void;
  }
}

export interface ObservabilityOptions {
  db: Db;
  redis?: Redis | undefined;
  storage: StorageDriver;
}

async function observabilityPlugin(app: FastifyInstance, opts: ObservabilityOptions): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('dependencyProbes', {
    db: opts.db,
    redis: opts.redis,
    storage: opts.storage,
    mail: () => 'ok',
  });
  new Gauge({
    name: 'stride_dependency_up',
    help: 'Dependency state: 1 ok, 0.5 degraded, 0 down',
    labelNames: ['dependency'] as const,
    registers: [registry],
    async collect() {
      const report = await checkDependencies(app.dependencyProbes);
      for (const dependency of DEPENDENCIES) this.set({ dependency }, STATE_VALUE[report[dependency]]);
    },
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.decorate('observeResponse', (method: string, route: string, status: number, seconds: number) => {
    duration.observe({ method, route, status: String(status) }, seconds);
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const hide = { hide: true } as const;
  app.get('/healthz', { schema: hide, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: hide, config: { rateLimit: false } }, async (_request, reply) => {
    const dependencies = await checkDependencies(app.dependencyProbes);
    reply.header('cache-control', 'no-store');
    if (dependencies.database === 'down') {
      app.log.warn({ dependencies }, 'readiness check failed: database down');
      return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', dependencies });
    }
    const degraded = DEPENDENCIES.some((name) => dependencies[name] !== 'ok');
    return { status: degraded ? 'degraded' : 'ready', dependencies };
  });
  app.get('/metrics', { schema: hide, config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

export default fp(observabilityPlugin, { name: 'observability' });
