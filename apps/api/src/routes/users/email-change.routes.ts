/**
 * POST users/email-change (current password + new address → code mailed to the new address) and POST
 * users/email-change/confirm (the code → the address changes, the old one is told, other sign-ins end).
 * Decision 020; PATCH users/{id} refuses a different e-mail and points here.
 */
import {
  EMAIL_CHANGE_CODE_INVALID_MESSAGE,
  EMAIL_CHANGE_CODE_SENT_MESSAGE,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  userSchema,
} from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { notFound, unauthorized, unprocessable } from '../../lib/http-errors.js';
import { formRateLimit } from '../../plugins/security.js';
import { presentUser } from '../../presenters/user.js';
import { confirmEmailChange, requestEmailChange } from '../../services/email-change.js';
import { loadUserProfile } from '../../services/users.js';
import { EMAIL_TAKEN_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './messages.js';

const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/email-change',
    {
      config: formRateLimit(app.env),
      schema: { tags: ['users'], body: emailChangeRequestSchema, response: { 202: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.actor.userId!)).limit(1);
      if (!user) throw unauthorized();
      const result = await requestEmailChange(app.db, user, request.body);
      if (result === 'wrong-password') {
        throw unprocessable([{ propertyPath: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
      }
      if (result === 'taken') throw unprocessable([{ propertyPath: 'email', message: EMAIL_TAKEN_MESSAGE }]);
      if (result === 'same') {
        throw unprocessable([{ propertyPath: 'email', message: 'This is already your e-mail address' }]);
      }
      return reply.status(202).send({ message: EMAIL_CHANGE_CODE_SENT_MESSAGE });
    },
  );

  app.post(
    '/users/email-change/confirm',
    {
      config: formRateLimit(app.env),
      schema: { tags: ['users'], body: emailChangeConfirmSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const userId = request.actor.userId!;
      const gid = request.auth?.claims.gid;
      const result = await confirmEmailChange(app.db, userId, request.body.code, gid);
      if (result === 'invalid') throw unprocessable([{ propertyPath: 'code', message: EMAIL_CHANGE_CODE_INVALID_MESSAGE }]);
      if (result === 'taken') throw unprocessable([{ propertyPath: 'code', message: EMAIL_TAKEN_MESSAGE }]);
      await app.oauth.revocations.revoke(result.endedGrants);
      app.events.emit('session.revoked', { grantIds: result.endedGrants });
      app.events.emit('user.updated', { userId, rolesChanged: false });
      const profile = await loadUserProfile(app.db, userId);
      if (!profile) throw notFound('User');
      return presentUser(profile, { origin: app.env.API_ORIGIN, jti: request.auth?.claims.jti ?? null });
    },
  );
};

export default emailChangeRoutes;
