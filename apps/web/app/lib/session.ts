/**
 * The signed-in user as the web app knows it (filled by the root loader from `/oauth/v2/user-info`).
 * Null means an unauthenticated visitor.
 */
export type { CurrentUser } from './auth/user';
