/**
 * GET /api/horses and /api/horses/{id}: authenticate → validate → load → authorize → present.
 */
import { horseSchema, pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { notFound } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { canViewHorse } from '../../policies/syndicate.js';
import { presentHorse } from '../../presenters/horse.js';
import { findHorse, listPublicHorses } from '../../services/horses.js';
import { horseFilters, horseListResponse, listHorsesQuery } from './schema.js';

const horsesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { origin: app.env.API_ORIGIN };

  app.get(
    '/horses',
    { config: PUBLIC_ACCESS, schema: { tags: ['horses'], querystring: listHorsesQuery, response: { 200: horseListResponse } } },
    async (request) => {
      const { items, total } = await listPublicHorses(app.db, horseFilters(request.query), request.query);
      return {
        data: items.map(({ horse, syndicate }) => presentHorse(horse, syndicate, ctx)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.get(
    '/horses/:id',
    { config: PUBLIC_ACCESS, schema: { tags: ['horses'], params: idParams, response: { 200: horseSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const found = id === null ? null : await findHorse(app.db, id);
      if (!found || !canViewHorse(request.actor, found.syndicate)) throw notFound('Horse');
      return presentHorse(found.horse, found.syndicate, ctx);
    },
  );
};

export default horsesRoutes;
