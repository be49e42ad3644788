/**
 * GET /api/syndicates and /api/syndicates/{id}: authenticate → validate → load → authorize → present.
 */
import { syndicateSchema, pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { notFound } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { canViewSyndicate } from '../../policies/syndicate.js';
import { presentSyndicate } from '../../presenters/syndicate.js';
import { memberSyndicateIds } from '../../services/membership.js';
import { findSyndicate, listPublicSyndicates } from '../../services/syndicates.js';
import { listSyndicatesQuery, syndicateFilters, syndicateListResponse } from './schema.js';

const syndicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { origin: app.env.API_ORIGIN };

  app.get(
    '/syndicates',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.syndicates }, schema: { tags: ['syndicates'], querystring: listSyndicatesQuery, response: { 200: syndicateListResponse } } },
    async (request) => {
      const { items, total } = await listPublicSyndicates(app.db, syndicateFilters(request.query), request.query);
      return {
        data: items.map(({ syndicate, facts }) => presentSyndicate(syndicate, facts, ctx)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.get(
    '/syndicates/:id',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.syndicates }, schema: { tags: ['syndicates'], params: idParams, response: { 200: syndicateSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const found = id === null ? null : await findSyndicate(app.db, id);
      // Members read their own syndicate even when it is not shown on the site.
      const memberOf = found && !found.syndicate.showOnSite ? await memberSyndicateIds(app.db, request.actor) : [];
      if (!found || !canViewSyndicate(request.actor, found.syndicate, memberOf)) throw notFound('Syndicate');
      return presentSyndicate(found.syndicate, found.facts, ctx);
    },
  );
};

export default syndicatesRoutes;
