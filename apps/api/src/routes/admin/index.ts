/**
 * Every /api/admin route: the back office's API. Each resource file states its rules; this plugin adds
 * the per-request scope (everything for administrators, managed syndicates for managers) and keeps the
 * list of routes the permission tests walk.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import aboutUsVideosRoutes from './about-us-videos.routes.js';
import auditLogRoutes from './audit-log.routes.js';
import raceDataRoutes from './race-data.routes.js';
import chatsRoutes from './chats.routes.js';
import contactMessagesRoutes from './contact-messages.routes.js';
import contactReasonsRoutes from './contact-reasons.routes.js';
import { installBackOfficeContext } from './context.js';
import faqsRoutes from './faqs.routes.js';
import horsesRoutes from './horses.routes.js';
import joinRequestsRoutes from './join-requests.routes.js';
import membershipsRoutes from './memberships.routes.js';
import metadataRoutes from './metadata.routes.js';
import pagesRoutes from './pages.routes.js';
import postsRoutes from './posts.routes.js';
import postAssetsRoutes from './post-assets.routes.js';
import promoVideosRoutes from './promo-videos.routes.js';
import settingsRoutes from './settings.routes.js';
import subscribersRoutes from './subscribers.routes.js';
import syndicatesRoutes from './syndicates.routes.js';
import uploadsRoutes from './uploads.routes.js';
import usersRoutes from './users.routes.js';

/** Registered admin routes per app (keyed by the HTTP server every encapsulated instance shares). */
const registries = new WeakMap<object, { method: string; url: string }[]>();

/** Every /api/admin route (method + URL) of an app: what the table-driven permission tests walk. */
export function adminRoutesOf(app: FastifyInstance): readonly { method: string; url: string }[] {
  return registries.get(app.server) ?? [];
}

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const registry: { method: string; url: string }[] = [];
  registries.set(app.server, registry);
  installBackOfficeContext(app, registry);
  for (const routes of [
    syndicatesRoutes,
    horsesRoutes,
    usersRoutes,
    membershipsRoutes,
    joinRequestsRoutes,
    pagesRoutes,
    metadataRoutes,
    faqsRoutes,
    promoVideosRoutes,
    aboutUsVideosRoutes,
    contactReasonsRoutes,
    contactMessagesRoutes,
    subscribersRoutes,
    settingsRoutes,
    chatsRoutes,
    postsRoutes,
    postAssetsRoutes,
    auditLogRoutes,
    uploadsRoutes,
    raceDataRoutes,
  ]) {
    await app.register(routes);
  }
};
