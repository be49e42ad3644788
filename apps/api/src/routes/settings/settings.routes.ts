/**
 * GET /api/settings: validate → load (with defaults) → present for the caller. The maintenance guard asks
 * for `type=maintenance-mode` and learns whether the caller's IP is whitelisted, never the list.
 */
import { publicSettingListSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ACCESS } from '../../plugins/authenticate.js';
import { presentPublicSetting } from '../../presenters/setting.js';
import { ALL_SETTING_TYPES, readSettings } from '../../services/settings.js';
import { listSettingsQuery, requestedSettingTypes } from './schema.js';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { config: PUBLIC_ACCESS, schema: { tags: ['settings'], querystring: listSettingsQuery, response: { 200: publicSettingListSchema } } },
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
