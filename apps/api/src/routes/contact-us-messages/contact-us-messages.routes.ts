/**
 * POST /api/contact-us-messages (SPEC §7: name, email, reason, comment): public and rate-limited →
 * validate (shared schema; a missing e-mail reads 'Please add an email address before submission') →
 * store and mail the team (service) → present.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../lib/http-errors.js';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { formRateLimit } from '../../plugins/security.js';
import { presentContactMessage } from '../../presenters/contact-message.js';
import { createContactMessage } from '../../services/contact-messages.js';
import { UNKNOWN_REASON_MESSAGE, contactMessageBody, contactMessageResponse } from './schema.js';

const contactUsMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-us-messages',
    {
      config: { ...PUBLIC_ACCESS, ...formRateLimit(app.env) },
      schema: { tags: ['contact'], body: contactMessageBody, response: { 201: contactMessageResponse } },
    },
    async (request, reply) => {
      const { name, email, reason, comment } = request.body;
      const result = await createContactMessage(
        app.db,
        { name, email, reasonId: reason, comment },
        app.env.MAIL_TEAM_ADDRESS,
      );
      if (!result.ok) throw unprocessable([{ propertyPath: 'reason', message: UNKNOWN_REASON_MESSAGE }]);
      return reply.status(201).send(presentContactMessage(result.message));
    },
  );
};

export default contactUsMessagesRoutes;
