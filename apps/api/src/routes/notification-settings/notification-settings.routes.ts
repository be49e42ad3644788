/**
 * The signed-in user's notification preferences: GET notification-settings (defaults for a new user)
 * and PUT notification-settings (any subset of the toggles; the others keep their value; answers the
 * saved settings). Only ever the caller's own row: there is no user id to tamper with.
 */
import { notificationSettingsSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readNotificationSettings, saveNotificationSettings } from '../../services/notification-settings.js';

/** PUT body: the toggles to save; unknown keys are dropped, non-booleans are a 422. */
export const notificationSettingsBody = notificationSettingsSchema.partial();

const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-settings',
    { schema: { tags: ['notification settings'], response: { 200: notificationSettingsSchema } } },
    async (request) => readNotificationSettings(app.db, request.actor.userId!),
  );

  app.put(
    '/notification-settings',
    {
      schema: {
        tags: ['notification settings'],
        body: notificationSettingsBody,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => saveNotificationSettings(app.db, request.actor.userId!, request.body),
  );
};

export default notificationSettingsRoutes;
