/**
 * GET /api/contact-us-reasons: the active reasons as `{ data }` (SPEC §7), load → present.
 */
import { contactReasonListSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { presentContactReason } from '../../presenters/contact-reason.js';
import { listActiveContactReasons } from '../../services/contact-reasons.js';

const contactUsReasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-us-reasons',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['contact'], response: { 200: contactReasonListSchema } } },
    async () => {
      const reasons = await listActiveContactReasons(app.db);
      return { data: reasons.map(presentContactReason) };
    },
  );
};

export default contactUsReasonsRoutes;
