/**
 * The signed-in user's account: PATCH users/{id} (own profile, merge patch), GET get-user-roles,
 * POST change-password, GET removed-users-reasons and POST users/profile-deletion-request.
 */
import {
  ACCOUNT_DELETION_MESSAGE,
  EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE,
  removedUserReasonListSchema,
  userRolesSchema,
  userSchema,
} from '@stride/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removedUserReasons, users } from '../../db/schema/index.js';
import { forbidden, notFound, unauthorized, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { formRateLimit } from '../../plugins/security.js';
import { canManageAccount } from '../../policies/user.js';
import { presentUser } from '../../presenters/user.js';
import { changePassword, requestDeletion, updateProfile } from '../../services/accounts.js';
import { loadUserProfile } from '../../services/users.js';
import emailChangeRoutes from './email-change.routes.js';
import { EMAIL_TAKEN_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './messages.js';
import { changePasswordBody, deletionRequestBody, deletionRequestResponse, profilePatchBody } from './schema.js';

export { EMAIL_TAKEN_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE };

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.env.API_ORIGIN;
  await app.register(emailChangeRoutes);

  app.patch(
    '/users/:id',
    { schema: { tags: ['users'], params: idParams, body: profilePatchBody, response: { 200: userSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      if (id === null) throw notFound('User');
      if (!canManageAccount(request.actor, id)) throw forbidden();
      // A bearer token alone never changes the address (decision 020): that is users/email-change.
      const { email, ...patch } = request.body;
      if (email !== undefined) {
        const [current] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1);
        if (!current) throw notFound('User');
        if (current.email.toLowerCase() !== email.trim().toLowerCase()) {
          throw unprocessable([{ propertyPath: 'email', message: EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE }]);
        }
      }
      const updated = await updateProfile(app.db, id, patch);
      if (updated === 'duplicate') throw unprocessable([{ propertyPath: 'email', message: EMAIL_TAKEN_MESSAGE }]);
      const profile = await loadUserProfile(app.db, id);
      if (!profile) throw notFound('User');
      // The user's other tabs and devices refresh their copy (userUpdate); roles never change here.
      app.events.emit('user.updated', { userId: id, rolesChanged: false });
      return presentUser(profile, { origin, jti: request.auth?.claims.jti ?? null });
    },
  );

  app.get('/get-user-roles', { schema: { tags: ['users'], response: { 200: userRolesSchema } } }, async (request) => ({
    allRoles: [...request.actor.roles],
  }));

  app.post(
    '/change-password',
    { config: formRateLimit(app.env), schema: { tags: ['users'], body: changePasswordBody } },
    async (request, reply) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.actor.userId!)).limit(1);
      if (!user) throw unauthorized();
      const result = await changePassword(
        app.db,
        user,
        request.body.currentPassword,
        request.body.newPassword,
        request.auth?.claims.gid,
      );
      if (result === 'wrong-password') {
        throw unprocessable([{ propertyPath: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
      }
      // Every access token was cut (token version): the bearer check's cache must hear it (decision 030).
      app.events.emit('user.updated', { userId: user.id, rolesChanged: false });
      return reply.status(204).send();
    },
  );

  app.get(
    '/removed-users-reasons',
    { schema: { tags: ['users'], response: { 200: removedUserReasonListSchema } } },
    async () => {
      const rows = await app.db
        .select({ id: removedUserReasons.id, label: removedUserReasons.label })
        .from(removedUserReasons)
        .orderBy(asc(removedUserReasons.position), asc(removedUserReasons.id))
        .limit(100);
      return { data: rows };
    },
  );

  app.post(
    '/users/profile-deletion-request',
    { config: formRateLimit(app.env), schema: { tags: ['users'], body: deletionRequestBody, response: { 202: deletionRequestResponse } } },
    async (request, reply) => {
      const reasonId = request.body.reason ?? null;
      if (reasonId !== null) {
        const [reason] = await app.db
          .select({ id: removedUserReasons.id })
          .from(removedUserReasons)
          .where(eq(removedUserReasons.id, reasonId));
        if (!reason) throw unprocessable([{ propertyPath: 'reason', message: 'Please select a reason from the list' }]);
      }
      await requestDeletion(app.db, request.actor.userId!, { reasonId, reasonText: request.body.reasonText || null });
      app.events.emit('user.updated', { userId: request.actor.userId!, rolesChanged: false });
      return reply.status(202).send({ message: ACCOUNT_DELETION_MESSAGE });
    },
  );
};

export default usersRoutes;
