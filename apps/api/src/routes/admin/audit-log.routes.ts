/** GET /api/admin/audit-log(/:id): the trail of back-office writes, filterable by entity, object, actor, action. Administrators only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageMeta, pagingQuerySchema } from '@stride/shared';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { idParams, orderParam, parseId, referenceParam } from '../../lib/query.js';
import { findAudit, listAudit } from '../../services/admin/audit.js';
import { ADMIN_ONLY } from './context.js';
import { ADMIN_ITEMS_PER_PAGE } from './list-query.js';

const auditQuery = pagingQuerySchema(ADMIN_ITEMS_PER_PAGE).extend({
  entity: z.string().max(60).optional(),
  entityId: z.string().max(60).optional(),
  action: z.string().max(20).optional(),
  'actor.id': referenceParam('users').optional(),
  'order[createdAt]': orderParam.optional(),
});

const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    { config: ADMIN_ONLY, schema: { tags: ['admin'], querystring: auditQuery } },
    async (request) => {
      const q = request.query;
      const { items, total } = await listAudit(
        app.db,
        {
          entity: q.entity,
          entityId: q.entityId,
          action: q.action,
          actorId: q['actor.id'],
          direction: q['order[createdAt]'] ?? 'desc',
        },
        q,
      );
      return { data: items, meta: pageMeta(q, total) };
    },
  );

  app.get(
    '/admin/audit-log/:id',
    { config: ADMIN_ONLY, schema: { tags: ['admin'], params: idParams } },
    async (request) => {
      const id = parseId(request.params.id);
      const found = id === null ? null : await findAudit(app.db, id);
      if (!found) throw notFound('Audit entry');
      return found;
    },
  );
};

export default auditLogRoutes;
