/**
 * /api/admin/settings: the three setting types (SPEC §3) with their full values — the maintenance flag
 * and IP whitelist included, which the public endpoint never shows. PATCH /api/admin/settings/:type
 * merges `{ settings: {…} }` into the stored value. Writes emit maintenanceMode.changed (the web's guard
 * and the sockets) and content.changed. Administrators only.
 */
import { SETTING_TYPES, type Setting, type SettingType } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { writeSetting } from '../../services/admin/settings-write.js';
import { ALL_SETTING_TYPES, readSettings } from '../../services/settings.js';
import { ADMIN_ONLY } from './context.js';

const typeParams = z.object({ id: z.string() });
const patchBody = z.object({ settings: z.record(z.string(), z.unknown()) });

function settingType(raw: string): SettingType {
  const type = (Object.values(SETTING_TYPES) as string[]).find((t) => t === raw);
  if (!type) throw notFound('Setting');
  return type as SettingType;
}

/** The console's shape: react-admin needs an id, which is the type. */
const present = (setting: Setting) => ({ id: setting.type, ...setting });

const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get('/admin/settings', { config: ADMIN_ONLY, schema: { tags } }, async () => {
    const found = await readSettings(app.db, ALL_SETTING_TYPES);
    return {
      data: found.map(present),
      meta: { page: 1, itemsPerPage: found.length, totalItems: found.length, totalPages: 1 },
    };
  });

  app.get(
    '/admin/settings/:id',
    { config: ADMIN_ONLY, schema: { tags, params: typeParams } },
    async (request) => {
      const [found] = await readSettings(app.db, [settingType(request.params.id)]);
      return present(found!);
    },
  );

  app.patch(
    '/admin/settings/:id',
    { config: ADMIN_ONLY, schema: { tags, params: typeParams, body: patchBody } },
    async (request) => {
      const type = settingType(request.params.id);
      const result = await writeSetting(app.db, type, request.body.settings, request.actor.userId!);
      if (result.changed) {
        if (type === 'maintenance-mode')
          app.events.emit('maintenanceMode.changed', { created: result.created });
        app.events.emit('content.changed', { entity: 'setting', id: type });
      }
      return present(result.setting);
    },
  );
};

export default adminSettingsRoutes;
