/**
 * POST /api/syndicate-anonymous-join-requests (any token, a visitor's quick request) and
 * POST /api/syndicate-user-join-requests (a signed-in user): rate-limited → validate → load the syndicate
 * → joinRequestDecision (policy) → service (store + notify managers via the outbox) → present.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unauthorized, unprocessable } from '../../lib/http-errors.js';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { formRateLimit } from '../../plugins/security.js';
import { joinRequestDecision } from '../../policies/join-request.js';
import { presentJoinRequest } from '../../presenters/join-request.js';
import {
  createAnonymousJoinRequest,
  createUserJoinRequest,
  findJoinTarget,
  syndicateIdsOf,
  type JoinMailContext,
} from '../../services/join-requests.js';
import {
  ALREADY_MEMBER_MESSAGE,
  UNKNOWN_SYNDICATE_MESSAGE,
  anonymousJoinBody,
  anonymousJoinValidationError,
  joinRequestResponse,
  userJoinBody,
} from './schema.js';

const unknownSyndicate = () =>
  unprocessable([{ propertyPath: 'syndicate', message: UNKNOWN_SYNDICATE_MESSAGE }]);

const joinRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailContext: JoinMailContext = {
    teamAddress: app.env.MAIL_TEAM_ADDRESS,
    reviewUrl: `${app.env.WEB_ORIGIN}/admin/`,
  };

  app.post(
    '/syndicate-anonymous-join-requests',
    {
      config: { ...PUBLIC_ACCESS, ...formRateLimit(app.env) },
      attachValidation: true,
      schema: { tags: ['join-requests'], body: anonymousJoinBody, response: { 201: joinRequestResponse } },
    },
    async (request, reply) => {
      if (request.validationError) throw anonymousJoinValidationError(request.validationError);
      const { syndicate: syndicateId, phoneNumber, ...person } = request.body;
      const syndicate = await findJoinTarget(app.db, syndicateId);
      if (joinRequestDecision(request.actor, syndicate) !== 'allowed' || !syndicate) throw unknownSyndicate();
      const created = await createAnonymousJoinRequest(
        app.db,
        syndicate,
        { ...person, phone: phoneNumber },
        mailContext,
      );
      return reply.status(201).send(presentJoinRequest(created));
    },
  );

  app.post(
    '/syndicate-user-join-requests',
    {
      config: formRateLimit(app.env),
      schema: {
        tags: ['join-requests'],
        body: userJoinBody,
        response: { 200: joinRequestResponse, 201: joinRequestResponse },
      },
    },
    async (request, reply) => {
      const userId = request.actor.userId;
      if (userId === null) throw unauthorized();
      const { syndicate: syndicateId, ...fields } = request.body;
      const syndicate = await findJoinTarget(app.db, syndicateId);
      const decision = joinRequestDecision(request.actor, syndicate, await syndicateIdsOf(app.db, userId));
      if (decision === 'already-member') throw new HttpError(409, ALREADY_MEMBER_MESSAGE);
      if (decision !== 'allowed' || !syndicate) throw unknownSyndicate();
      const result = await createUserJoinRequest(app.db, syndicate, userId, fields, mailContext);
      if (!result) throw unauthorized();
      return reply.status(result.created ? 201 : 200).send(presentJoinRequest(result.request));
    },
  );
};

export default joinRequestsRoutes;
