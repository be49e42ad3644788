/**
 * Every /api route module, registered under the /api prefix. Adding an entity means one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import aboutUsRoutes from './about-us/about-us.routes.js';
import chatsRoutes from './chats/chats.routes.js';
import commentsRoutes from './comments/comments.routes.js';
import contactUsMessagesRoutes from './contact-us-messages/contact-us-messages.routes.js';
import contactUsReasonsRoutes from './contact-us-reasons/contact-us-reasons.routes.js';
import countriesRoutes from './countries/countries.routes.js';
import faqsRoutes from './faqs/faqs.routes.js';
import horseEntriesRoutes from './horse-entries/horse-entries.routes.js';
import horsesRoutes from './horses/horses.routes.js';
import joinRequestsRoutes from './join-requests/join-requests.routes.js';
import horseEntriesWriteRoutes from './horse-entries-write/horse-entries-write.routes.js';
import updatesWriteRoutes from './updates-write/updates-write.routes.js';
import scheduleRoutes from './updates-write/schedule.routes.js';
import uploadS3FilesRoutes from './upload-s3-files/upload-s3-files.routes.js';
import pushSubscriptionsRoutes from './push-subscriptions/push-subscriptions.routes.js';
import messagesRoutes from './messages/messages.routes.js';
import metadataRoutes from './metadata/metadata.routes.js';
import notificationSettingsRoutes from './notification-settings/notification-settings.routes.js';
import pagesRoutes from './pages/pages.routes.js';
import promoVideosRoutes from './promo-videos/promo-videos.routes.js';
import settingsRoutes from './settings/settings.routes.js';
import subscribersRoutes from './subscribers/subscribers.routes.js';
import syndicatesRoutes from './syndicates/syndicates.routes.js';
import updatesRoutes from './updates/updates.routes.js';
import usersRoutes from './users/users.routes.js';
import dataExportRoutes from './data-export/data-export.routes.js';
import { adminRoutes } from './admin/index.js';

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
  await app.register(dataExportRoutes);
  await app.register(subscribersRoutes);
  await app.register(contactUsMessagesRoutes);
  await app.register(joinRequestsRoutes);
  await app.register(chatsRoutes);
  await app.register(messagesRoutes);
  await app.register(updatesRoutes);
  await app.register(commentsRoutes);
  await app.register(horseEntriesRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(updatesWriteRoutes);
  await app.register(uploadS3FilesRoutes);
  await app.register(horseEntriesWriteRoutes);
  await app.register(pushSubscriptionsRoutes);
  await app.register(adminRoutes);
  await app.register(scheduleRoutes);
};
