/**
 * GET /api/countries-list: the country select's choices (SPEC §3), built once from @stride/shared and
 * cacheable for a day by browsers and shared caches alike (it changes only with a deploy).
 */
import { countriesList, countriesListSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { PUBLIC_CACHE } from '../../plugins/public-cache.js';

/** Seconds clients and shared caches may keep the countries list. */
export const COUNTRIES_LIST_MAX_AGE = 86_400;

const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = countriesList();

  app.get(
    '/countries-list',
    { config: { ...PUBLIC_ACCESS, cache: PUBLIC_CACHE.content }, schema: { tags: ['countries'], response: { 200: countriesListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${COUNTRIES_LIST_MAX_AGE}`);
      return body;
    },
  );
};

export default countriesRoutes;
