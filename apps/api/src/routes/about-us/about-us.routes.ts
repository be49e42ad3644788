/**
 * GET /api/about-us: the about-us videos list as `{ data }` (SPEC §7), load → present.
 */
import { aboutUsVideoListSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';
import { presentAboutUsVideo } from '../../presenters/about-us-video.js';
import { listAboutUsVideos } from '../../services/about-us-videos.js';

const aboutUsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { origin: app.env.API_ORIGIN };

  app.get(
    '/about-us',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['about-us'], response: { 200: aboutUsVideoListSchema } } },
    async () => {
      const videos = await listAboutUsVideos(app.db);
      return { data: videos.map((video) => presentAboutUsVideo(video, ctx)) };
    },
  );
};

export default aboutUsRoutes;
