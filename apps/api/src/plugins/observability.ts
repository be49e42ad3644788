/**
 * Liveness (/healthz), readiness (/readyz: the database answers) and Prometheus metrics (/metrics).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.js';

async function observabilityPlugin(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const hide = { hide: true } as const;
  app.get('/healthz', { schema: hide, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: hide, config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ code: 503, message: 'Database unavailable' });
    }
  });
  app.get('/metrics', { schema: hide, config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

export default fp(observabilityPlugin, { name: 'observability' });
