/**
 * Every /api route module, registered under the /api prefix. Adding an entity means one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import aboutUsRoutes from './about-us/about-us.routes.js';
import contactUsMessagesRoutes from './contact-us-messages/contact-us-messages.routes.js';
import contactUsReasonsRoutes from './contact-us-reasons/contact-us-reasons.routes.js';
import countriesRoutes from './countries/countries.routes.js';
import faqsRoutes from './faqs/faqs.routes.js';
import horsesRoutes from './horses/horses.routes.js';
import joinRequestsRoutes from './join-requests/join-requests.routes.js';
import metadataRoutes from './metadata/metadata.routes.js';
import pagesRoutes from './pages/pages.routes.js';
import promoVideosRoutes from './promo-videos/promo-videos.routes.js';
import settingsRoutes from './settings/settings.routes.js';
import subscribersRoutes from './subscribers/subscribers.routes.js';
import syndicatesRoutes from './syndicates/syndicates.routes.js';
import usersRoutes from './users/users.routes.js';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  // Every /api route needs a bearer token; routes declare who may call them in `config.access`.
  app.addHook('onRequest', app.authenticate);
  await app.register(horsesRoutes);
  await app.register(syndicatesRoutes);
  await app.register(faqsRoutes);
  await app.register(pagesRoutes);
  await app.register(aboutUsRoutes);
  await app.register(promoVideosRoutes);
  await app.register(metadataRoutes);
  await app.register(contactUsReasonsRoutes);
  await app.register(settingsRoutes);
  await app.register(countriesRoutes);
  await app.register(usersRoutes);
  await app.register(subscribersRoutes);
  await app.register(contactUsMessagesRoutes);
  await app.register(joinRequestsRoutes);
};
