/**
 * POST /api/test/time-travel/jobs/{name}: browser journeys travel in time (decision 027). The body's `at`
 * (an ISO instant) is sent as the data of the real pg-boss cron job — `race.alerts` or
 * `posts.publish-due` — whose worker (started with time travel on) takes it for "now": the same job, the
 * same claims, the same events and notifications as the cron slot, only earlier. Nothing else moves: other
 * requests, tokens and the cron slots keep the real clock.
 *
 * Registered only when TIME_TRAVEL_TOKEN is set (app.ts; never in a real deployment), beside the
 * bearer-authenticated /api plugin, and answers only to that secret in X-Time-Travel-Token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unauthorized } from '../../lib/http-errors.js';

const params = z.object({ name: z.enum(['race.alerts', 'posts.publish-due']) });
const body = z.object({ at: z.iso.datetime({ offset: true }) });

/** Constant-time comparison of a presented secret with the configured one. */
export function sameSecret(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

const timeTravelRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.env.TIME_TRAVEL_TOKEN;
  if (!token) return;
  app.log.warn('TIME_TRAVEL_TOKEN is set: cron jobs may be run at any instant (browser journeys only)');
  // The secret first, before anything of the request is read.
  app.addHook('onRequest', async (request) => {
    if (!sameSecret(request.headers['x-time-travel-token'], token)) {
      throw unauthorized('A valid X-Time-Travel-Token header is required');
    }
  });
  app.post(
    '/test/time-travel/jobs/:name',
    { schema: { hide: true, params, body } },
    async (request, reply) => {
      const queue = app.jobQueue;
      if (!queue) throw new HttpError(503, 'Background jobs are not running in this process');
      const at = new Date(request.body.at).toISOString();
      const jobId = await queue.send(request.params.name, { at });
      return reply.status(202).send({ jobId, name: request.params.name, at });
    },
  );
};

export default timeTravelRoutes;
