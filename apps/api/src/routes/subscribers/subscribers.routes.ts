/**
 * POST /api/subscribers (SPEC §7: email, holdingSubscriber): public and rate-limited → validate (shared
 * schema, SPEC §5 messages as 422 violations) → subscribe → present. A repeated e-mail answers exactly
 * like a new one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { formRateLimit } from '../../plugins/security.js';
import { presentSubscription } from '../../presenters/subscriber.js';
import { subscribe } from '../../services/subscribers.js';
import { subscriberBody, subscriptionResponse } from './schema.js';

const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribers',
    {
      config: { ...PUBLIC_ACCESS, ...formRateLimit(app.env) },
      schema: { tags: ['subscribers'], body: subscriberBody, response: { 201: subscriptionResponse } },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email);
      return reply.status(201).send(presentSubscription(request.body.email));
    },
  );
};

export default subscribersRoutes;
