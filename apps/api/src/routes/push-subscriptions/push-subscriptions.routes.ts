/**
 * Where a signed-in user's notifications can be pushed (issue 6):
 * - GET    /api/push-subscriptions/vapid-public-key → { publicKey } for `pushManager.subscribe`
 * - POST   /api/push-subscriptions { platform: 'web', endpoint, keys: { p256dh, auth } } (a browser's
 *          PushSubscription.toJSON()) or { platform: 'ios' | 'android', token } (the native wrapper's token)
 * - DELETE /api/push-subscriptions { endpoint | token }
 * - GET    /api/push-subscriptions → the caller's devices (the notifications page's "per device" state;
 *          web endpoints are shown to their owner so a browser recognises itself, native tokens never)
 * - DELETE /api/push-subscriptions/:id → removes one of the caller's devices (404 for anyone else's)
 * Registering the same endpoint again moves it to the current user (a shared device changed hands).
 */
import { PLATFORMS } from '@stride/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSubscriptions } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/http-errors.js';
import { loadVapidDetails } from '../../push/vapid.js';

const webSubscription = z.object({
  platform: z.literal('web'),
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
});
const nativeToken = z.object({
  platform: z.enum(PLATFORMS.filter((p) => p !== 'web') as ['ios', 'android']),
  token: z.string().trim().min(8).max(4096),
});
const registerBody = z.discriminatedUnion('platform', [webSubscription, nativeToken]);
const unregisterBody = z.object({
  endpoint: z.string().max(4096).optional(),
  token: z.string().max(4096).optional(),
});
const subscriptionResponse = z.object({ id: z.number().int(), platform: z.enum(PLATFORMS) });
const deviceResponse = subscriptionResponse.extend({
  endpoint: z.string().nullable(),
  createdAt: z.string(),
});

const pushSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const vapid = await loadVapidDetails(app.db, app.env);

  app.get(
    '/push-subscriptions/vapid-public-key',
    { schema: { tags: ['push'], response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({ publicKey: vapid.publicKey }),
  );

  app.post(
    '/push-subscriptions',
    { schema: { tags: ['push'], body: registerBody, response: { 201: subscriptionResponse } } },
    async (request, reply) => {
      const userId = request.actor.userId!;
      const body = request.body;
      const endpoint = body.platform === 'web' ? body.endpoint : body.token;
      const keys = body.platform === 'web' ? body.keys : null;
      const [row] = await app.db
        .insert(pushSubscriptions)
        .values({ userId, platform: body.platform, endpoint, keys })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, platform: body.platform, keys },
        })
        .returning();
      return reply.status(201).send({ id: row!.id, platform: row!.platform });
    },
  );

  app.get(
    '/push-subscriptions',
    { schema: { tags: ['push'], response: { 200: z.array(deviceResponse) } } },
    async (request) => {
      const rows = await app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, request.actor.userId!))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
      return rows.map((row) => ({
        id: row.id,
        platform: row.platform,
        endpoint: row.platform === 'web' ? row.endpoint : null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.delete(
    '/push-subscriptions/:id',
    { schema: { tags: ['push'], params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const removed = await app.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.id, request.params.id), eq(pushSubscriptions.userId, request.actor.userId!)),
        )
        .returning({ id: pushSubscriptions.id });
      if (removed.length === 0) throw notFound('Push subscription');
      return reply.status(204).send();
    },
  );

  app.delete(
    '/push-subscriptions',
    { schema: { tags: ['push'], body: unregisterBody } },
    async (request, reply) => {
      const endpoint = request.body.endpoint ?? request.body.token;
      if (!endpoint)
        throw unprocessable([
          { propertyPath: 'endpoint', message: 'Please add an endpoint before submission' },
        ]);
      await app.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, request.actor.userId!)),
        );
      return reply.status(204).send();
    },
  );
};

export default pushSubscriptionsRoutes;
