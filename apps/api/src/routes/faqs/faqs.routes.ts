/**
 * GET /api/faqs: validate → scope by policy → load → present.
 */
import { pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { faqPublishedScope } from '../../policies/faq.js';
import { presentFaq } from '../../presenters/faq.js';
import { listFaqs } from '../../services/faqs.js';
import { faqListResponse, listFaqsQuery } from './schema.js';

const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faqs',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['faqs'], querystring: listFaqsQuery, response: { 200: faqListResponse } } },
    async (request) => {
      const { place, published } = request.query;
      const filters = { place, published: faqPublishedScope(request.actor, published) };
      const { items, total } = await listFaqs(app.db, filters, request.query);
      return { data: items.map(presentFaq), meta: pageMeta(request.query, total) };
    },
  );
};

export default faqsRoutes;
