/**
 * GET /api/settings: validate → load (with defaults) → present for the caller. The maintenance guard asks
 * for `type=maintenance-mode` and learns whether the caller's IP is whitelisted, never the list.
 */
import { SETTING_TYPES, publicSettingListSchema } from '@stride/shared';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import type { PublicCacheConfig } from '../../plugins/public-cache.js';
import { presentPublicSetting } from '../../presenters/setting.js';
import { ALL_SETTING_TYPES, readSettings } from '../../services/settings.js';
import { listSettingsQuery, requestedSettingTypes } from './schema.js';

/**
 * Public settings are cached like other public reads, except answers that include maintenance mode: they
 * depend on the caller's IP (whitelisted or not) and must change within a second (SPEC §4).
 */
const settingsCache: PublicCacheConfig = {
  tags: ['settings'],
  skip: (request) => {
    const types =
      requestedSettingTypes(request.query as z.output<typeof listSettingsQuery>) ?? ALL_SETTING_TYPES;
    return types.includes(SETTING_TYPES.maintenanceMode);
  },
};

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { ...PUBLIC_ACCESS, cache: settingsCache },
      schema: {
        tags: ['settings'],
        querystring: listSettingsQuery,
        response: { 200: publicSettingListSchema },
      },
    },
    async (request) => {
      const types = requestedSettingTypes(request.query) ?? ALL_SETTING_TYPES;
      const found = await readSettings(app.db, types, (type, issues) =>
        request.log.warn({ type, issues }, 'stored setting is invalid; serving defaults'),
      );
      return { data: found.map((setting) => presentPublicSetting(setting, request.ip)) };
    },
  );
};

export default settingsRoutes;
