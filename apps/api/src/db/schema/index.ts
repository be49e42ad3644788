/** Every table, enum and row type of the database, one import away (`import * as schema`). */
export * from './enums.js';
export * from './users.js';
export * from './syndicates.js';
export * from './horses.js';
export * from './posts.js';
export * from './chats.js';
export * from './content.js';
export * from './contact.js';
export * from './settings.js';
export * from './uploads.js';
export * from './oauth.js';
export * from './auth.js';
export * from './mail.js';
export * from './notifications.js';
export * from './audit.js';
export * from './race-day.js';
export * from './relations.js';
