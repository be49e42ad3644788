/**
 * Who may open which page (SPEC §2 route guards): pure rules the guard middleware applies, so they are
 * tested without a server. Role sets agree with the menus (decision 002).
 */
import {
  type ClientRole,
  MENU_PATHS,
  type MenuUser,
  SYNDICATE_ROLES,
  hasAnyRole,
  isBaseAuth,
  isNonStrideUser,
} from '@stride/shared';

/**
 * - exempt: the sign-in routes and auth endpoints (SPEC: the login route is exempt from auth checks);
 * - public: anyone;
 * - user: any signed-in user (settings, notifications);
 * - member: members, staff and managers (the members' area);
 * - staff: staff and managers (post creation);
 * - home: public, but some signed-in users are sent on to updates.
 */
export type RouteAccess = 'exempt' | 'public' | 'user' | 'member' | 'staff' | 'home';

/** Roles allowed to write posts (the menus' "Add updates" and "Post" items). */
export const STAFF_ROLES: readonly ClientRole[] = ['Staff', 'Manager'];

const EXEMPT_PREFIXES = ['/login/', '/register/', '/auth/'];
/** Reachable after the account is gone: the deletion confirmation logs the user out. */
const PUBLIC_EXCEPTIONS = ['/settings/delete-account/success/'];
const USER_PREFIXES = [MENU_PATHS.settings, MENU_PATHS.notifications];
const MEMBER_PREFIXES = [MENU_PATHS.updates, MENU_PATHS.messages, MENU_PATHS.entries];
const STAFF_PREFIXES = [MENU_PATHS.writePost];

function under(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** The access rule of a page path (trailing slash form, SPEC §2). */
export function routeAccessFor(pathname: string): RouteAccess {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (under(path, EXEMPT_PREFIXES)) return 'exempt';
  if (PUBLIC_EXCEPTIONS.includes(path)) return 'public';
  if (path === MENU_PATHS.home) return 'home';
  if (under(path, USER_PREFIXES)) return 'user';
  if (under(path, MEMBER_PREFIXES)) return 'member';
  if (under(path, STAFF_PREFIXES)) return 'staff';
  return 'public';
}

/** True when the user may open a page with this access rule. */
export function isAllowed(access: RouteAccess, user: MenuUser): boolean {
  switch (access) {
    case 'exempt':
    case 'public':
    case 'home':
      return true;
    case 'user':
      return user !== null;
    case 'member':
      return user !== null && hasAnyRole(user.roles, SYNDICATE_ROLES);
    case 'staff':
      return user !== null && hasAnyRole(user.roles, STAFF_ROLES);
  }
}

/**
 * SPEC §2 home rule: staff, members and managers who are signed in and not base auth go to updates, and
 * so does anyone whose syndicates are all non-stride (base auth or not). Null when home is where they stay.
 */
export function homeRedirectFor(user: MenuUser, visit: { baseAuth: boolean }): string | null {
  // Never send anyone to a page that would send them straight back home.
  if (!isAllowed(routeAccessFor(MENU_PATHS.updates), user)) return null;
  if (isNonStrideUser(user) || !isBaseAuth(visit)) return MENU_PATHS.updates;
  return null;
}
