/**
 * GET /api/users/me/data-export — "Download my data" (issue 18 item 11): the signed-in user's data as a
 * JSON file. authenticate → authorize (own account only) → service → audit. Rate limited per client to
 * `DATA_EXPORT_PER_HOUR`, and every export is written to the audit log.
 */
import { DATA_EXPORT_PER_HOUR } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/http-errors.js';
import { canExportOwnData } from '../../policies/data-export.js';
import { recordAudit } from '../../services/admin/audit.js';
import { buildDataExport } from '../../services/data-export.js';

const HOUR_MS = 60 * 60 * 1000;

const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/data-export',
    {
      config: { rateLimit: { max: DATA_EXPORT_PER_HOUR, timeWindow: HOUR_MS } },
      schema: { tags: ['users'], summary: 'Download my data (GDPR export)' },
    },
    async (request, reply) => {
      if (!canExportOwnData(request.actor)) throw unauthorized();
      const userId = request.actor.userId;
      const now = new Date();
      const document = await buildDataExport(app.db, userId, now);
      if (!document) throw notFound('User');
      await recordAudit(app.db, {
        actorId: userId,
        action: 'export',
        entity: 'user',
        entityId: userId,
        before: null,
        after: {
          memberships: document.memberships.length,
          comments: document.comments.length,
          messages: document.messages.length,
          likes: document.likes.length,
          uploads: document.uploads.length,
        },
      });
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="stride-my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(document, null, 2));
    },
  );
};

export default dataExportRoutes;
