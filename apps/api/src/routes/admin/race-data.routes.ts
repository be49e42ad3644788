/**
 * /api/admin/race-data: race data imports from the back office (dry-run preview, then apply) and the
 * feed providers' API keys (list, create — the key is shown once — and revoke). Administrators reach every
 * syndicate; managers only the syndicates they manage; stable staff may import (not manage keys) for the
 * syndicates they write for (policies/admin/back-office.ts, decision 027).
 */
import { raceImportRequestSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { canManageSyndicate, raceDataImportSyndicates } from '../../policies/admin/back-office.js';
import { staffSyndicateIdsOf } from '../../services/publishing-context.js';
import { createRaceDataKey, listRaceDataKeys, revokeRaceDataKey } from '../../services/race-data-keys.js';
import { importRaceData } from '../../services/race-import.js';
import { BACK_OFFICE, RACE_DATA_IMPORT, scopeOf } from './context.js';

const createKeyBody = z.object({
  syndicateId: z.number().int().positive(),
  name: z.string().trim().min(1, { error: 'Please give the key a name' }).max(100),
});

const raceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/race-data/imports',
    {
      config: RACE_DATA_IMPORT,
      bodyLimit: 1_048_576,
      schema: { tags: ['admin'], body: raceImportRequestSchema },
    },
    async (request) => {
      const { actor } = request;
      const scope = scopeOf(request);
      const staffOf = actor.roles.includes('ROLE_STAFF')
        ? await staffSyndicateIdsOf(app.db, actor.userId)
        : [];
      return importRaceData(app, {
        ...request.body,
        syndicateIds: raceDataImportSyndicates(scope, actor, staffOf),
        authorId: actor.userId!,
      });
    },
  );

  app.get('/admin/race-data-keys', { config: BACK_OFFICE, schema: { tags: ['admin'] } }, async (request) => {
    const scope = scopeOf(request);
    const data = await listRaceDataKeys(app.db, scope.kind === 'all' ? null : scope.syndicateIds);
    return { data, meta: { page: 1, itemsPerPage: data.length, totalItems: data.length, totalPages: 1 } };
  });

  app.post(
    '/admin/race-data-keys',
    { config: BACK_OFFICE, schema: { tags: ['admin'], body: createKeyBody } },
    async (request, reply) => {
      const scope = scopeOf(request);
      if (!canManageSyndicate(scope, request.body.syndicateId)) {
        throw unprocessable([{ propertyPath: 'syndicateId', message: 'Please choose a syndicate' }]);
      }
      const created = await createRaceDataKey(app.db, {
        ...request.body,
        createdById: request.actor.userId!,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/admin/race-data-keys/:id',
    { config: BACK_OFFICE, schema: { tags: ['admin'], params: idParams } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = parseId(request.params.id);
      const keys = await listRaceDataKeys(app.db, scope.kind === 'all' ? null : scope.syndicateIds);
      const key = keys.find((k) => k.id === id);
      if (id === null || !key) throw notFound('API key');
      if (!canManageSyndicate(scope, key.syndicateId)) throw forbidden();
      await revokeRaceDataKey(app.db, id);
      return reply.status(204).send();
    },
  );
};

export default raceDataRoutes;
