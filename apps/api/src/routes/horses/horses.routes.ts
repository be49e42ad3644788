/**
 * GET /api/horses, /api/horses/{id} and /api/horses/{id}/pdf: authenticate → validate → load →
 * authorize → present (JSON, or the pedigree PDF built once per version of the horse).
 */
import { horseSchema, pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import type { Actor } from '../../policies/actor.js';
import { canViewHorse } from '../../policies/syndicate.js';
import { presentHorse } from '../../presenters/horse.js';
import { findHorse, listPublicHorses } from '../../services/horses.js';
import { memberSyndicateIds } from '../../services/membership.js';
import {
  PedigreePdfCache,
  etagMatches,
  pedigreePdfEtag,
  pedigreePdfFilename,
  pedigreePdfKey,
  renderPedigreePdf,
} from '../../services/pedigree-pdf.js';
import { asksForOwnHorses, horseFilters, horseListResponse, listHorsesQuery } from './schema.js';

const horsesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { origin: app.env.API_ORIGIN };
  /** Memberships matter only for a horse of a hidden syndicate (members still see their own). */
  const hiddenMemberOf = async (actor: Actor, syndicate: { showOnSite: boolean }) =>
    syndicate.showOnSite ? [] : memberSyndicateIds(app.db, actor);

  app.get(
    '/horses',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.horses }, schema: { tags: ['horses'], querystring: listHorsesQuery, response: { 200: horseListResponse } } },
    async (request) => {
      const filters = horseFilters(request.query);
      if (asksForOwnHorses(request.query)) {
        // Members' horses need a signed-in user; a plain user simply has none.
        if (request.actor.userId === null) throw forbidden();
        filters.ofSyndicates = await memberSyndicateIds(app.db, request.actor);
      }
      const { items, total } = await listPublicHorses(app.db, filters, request.query);
      return {
        data: items.map(({ horse, syndicate }) => presentHorse(horse, syndicate, ctx)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.get(
    '/horses/:id',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.horses }, schema: { tags: ['horses'], params: idParams, response: { 200: horseSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const found = id === null ? null : await findHorse(app.db, id);
      if (!found || !canViewHorse(request.actor, found.syndicate, await hiddenMemberOf(request.actor, found.syndicate))) throw notFound('Horse');
      return presentHorse(found.horse, found.syndicate, ctx);
    },
  );

  // One cache per app instance: keyed by horse id + updatedAt, so an edited horse gets a fresh PDF.
  const pdfs = new PedigreePdfCache();

  app.get(
    '/horses/:id/pdf',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['horses'],
        params: idParams,
        description: 'The horse\'s one-page A4 pedigree as application/pdf (ETag, 304 on If-None-Match).',
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const found = id === null ? null : await findHorse(app.db, id);
      if (!found || !canViewHorse(request.actor, found.syndicate, await hiddenMemberOf(request.actor, found.syndicate))) throw notFound('Horse');
      const key = pedigreePdfKey({ horseId: found.horse.id, updatedAt: found.horse.updatedAt, syndicateName: found.syndicate.name });
      const etag = pedigreePdfEtag(key);
      // Only token holders reach this, so shared caches stay out; browsers keep it and revalidate.
      reply.header('etag', etag).header('cache-control', PDF_CACHE_CONTROL).header('vary', 'Authorization');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = await pdfs.get(key, () => renderPedigreePdf(presentHorse(found.horse, found.syndicate, ctx)));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pedigreePdfFilename(found.horse.slug)}"`)
        .send(body);
    },
  );
};

/** Fresh for five minutes, then revalidated with the ETag (a 304 costs no rendering and no bytes). */
const PDF_CACHE_CONTROL = 'private, max-age=300, must-revalidate';

export default horsesRoutes;
