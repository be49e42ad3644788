/**
 * GET /api/pages and /api/pages/{slug}: validate → load → authorize → present.
 */
import { pageMeta, staticPageSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { notFound } from '../../lib/http-errors.js';
import { canViewPage, pagesPublishedOnly } from '../../policies/page.js';
import { presentPage } from '../../presenters/page.js';
import { findPageBySlug, listPages } from '../../services/pages.js';
import { listPagesQuery, pageListResponse, parseSlug, slugParams } from './schema.js';

const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['pages'], querystring: listPagesQuery, response: { 200: pageListResponse } } },
    async (request) => {
      const filters = { slug: request.query.slug, publishedOnly: pagesPublishedOnly(request.actor) };
      const { items, total } = await listPages(app.db, filters, request.query);
      return { data: items.map(presentPage), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/pages/:slug',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['pages'], params: slugParams, response: { 200: staticPageSchema } } },
    async (request) => {
      const slug = parseSlug(request.params.slug);
      const page = slug === null ? null : await findPageBySlug(app.db, slug);
      if (!page || !canViewPage(request.actor, page)) throw notFound('Page');
      return presentPage(page);
    },
  );
};

export default pagesRoutes;
