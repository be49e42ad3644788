/**
 * GET /api/promo-videos and /api/promo-videos/{id}: validate → load → authorize → present.
 */
import { pageMeta, promoVideoSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { notFound } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import { canViewPromoVideo, promoVideosActiveOnly } from '../../policies/promo-video.js';
import { presentPromoVideo } from '../../presenters/promo-video.js';
import { findPromoVideo, listPromoVideos } from '../../services/promo-videos.js';
import { listPromoVideosQuery, promoVideoListResponse } from './schema.js';

const promoVideosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { origin: app.env.API_ORIGIN };

  app.get(
    '/promo-videos',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['promo-videos'], querystring: listPromoVideosQuery, response: { 200: promoVideoListResponse } } },
    async (request) => {
      const filters = { activeOnly: promoVideosActiveOnly(request.actor) };
      const { items, total } = await listPromoVideos(app.db, filters, request.query);
      return { data: items.map((video) => presentPromoVideo(video, ctx)), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/promo-videos/:id',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['promo-videos'], params: idParams, response: { 200: promoVideoSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const video = id === null ? null : await findPromoVideo(app.db, id);
      if (!video || !canViewPromoVideo(request.actor, video)) throw notFound('Promo video');
      return presentPromoVideo(video, ctx);
    },
  );
};

export default promoVideosRoutes;
