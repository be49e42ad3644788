/**
 * POST /api/race-data/imports: the race data import for feed providers (decision 021). Same body and
 * answer as the back office's import; the caller is a per-syndicate API key in the X-Api-Key header
 * instead of a bearer token, so this plugin is registered beside the bearer-authenticated /api routes.
 * The key reaches only its syndicate's horses; updates are published in the name of the key's creator.
 */
import { raceImportRequestSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-errors.js';
import { findLiveRaceDataKey } from '../../services/race-data-keys.js';
import { importRaceData } from '../../services/race-import.js';

const raceDataFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/race-data/imports',
    { bodyLimit: 1_048_576, schema: { tags: ['race-data'], body: raceImportRequestSchema } },
    async (request) => {
      const presented = request.headers['x-api-key'];
      const key =
        typeof presented === 'string' && presented.length <= 200
          ? await findLiveRaceDataKey(app.db, presented)
          : null;
      if (!key) throw unauthorized('A valid X-Api-Key header is required');
      return importRaceData(app, {
        ...request.body,
        syndicateIds: [key.syndicateId],
        authorId: key.createdById,
      });
    },
  );
};

export default raceDataFeedRoutes;
