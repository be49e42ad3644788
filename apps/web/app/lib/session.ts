import type { MenuUser } from '@stride/shared';

/**
 * The signed-in user as the web app knows it. For now only what menus need; the auth issue fills it
 * from `/oauth/v2/user-info` and widens the type. Null means an unauthenticated visitor.
 */
export type CurrentUser = NonNullable<MenuUser>;
