/**
 * GET /api/metadata: validate → load → present. SEO metadata is public.
 */
import { pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { presentMetadata } from '../../presenters/metadata.js';
import { listMetadata } from '../../services/metadata.js';
import { listMetadataQuery, metadataListResponse } from './schema.js';

const metadataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metadata',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['metadata'], querystring: listMetadataQuery, response: { 200: metadataListResponse } } },
    async (request) => {
      const { items, total } = await listMetadata(app.db, { path: request.query.path }, request.query);
      return { data: items.map(presentMetadata), meta: pageMeta(request.query, total) };
    },
  );
};

export default metadataRoutes;
