/**
 * @stride/shared — the one source of truth for every SPEC constant, enum, rule, message and schema.
 * Each module is re-exported here; import from '@stride/shared' everywhere.
 */
export * from './api/resources.js';
export * from './image-sizes.js';
export * from './api/member-resources.js';
export * from './roles.js';
export * from './menus.js';
export * from './paging.js';
export * from './errors.js';
export * from './app-errors.js';
export * from './validation.js';
export * from './references.js';
export * from './racing.js';
export * from './files.js';
export * from './settings.js';
export * from './countries.js';
export * from './forms/index.js';
export * from './time.js';
export * from './date-labels.js';
export * from './retry.js';
export * from './server-timeouts.js';
export * from './pkce.js';
export * from './token.js';
export * from './theme.js';
export * from './constants.js';
export * from './language.js';
export * from './photos.js';
export * from './pages.js';
export * from './native.js';
export * from './notifications.js';
export * from './ui-notifications.js';
export * from './events.js';
export * from './chat.js';
export * from './client-log.js';
export * from './client-log-schema.js';
export * from './api/admin-resources.js';
export * from './log-redaction.js';
export * from './race-data.js';
export * from './race-alerts.js';
export * from './scheduled-publishing.js';
export * from './post-append.js';
