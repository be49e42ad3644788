/**
 * Roles (SPEC §3 "Roles", §6): the server's Symfony-style names, the client-side names the UI reasons
 * with, and the few rules built on them (main role, admin check, syndicate users). Base auth is not a
 * role (decision 004).
 */

/** Role names as the server stores and sends them (the user's `allRoles`). */
export const ServerRole = {
  User: 'ROLE_USER',
  Member: 'ROLE_MEMBER',
  Manager: 'ROLE_MANAGER',
  Staff: 'ROLE_STAFF',
  Admin: 'ROLE_ADMIN',
  SonataAdmin: 'ROLE_SONATA_ADMIN',
  SuperAdmin: 'ROLE_SUPER_ADMIN',
  UnAuth: 'ROLE_UNAUTH',
} as const;
export type ServerRole = (typeof ServerRole)[keyof typeof ServerRole];
export const SERVER_ROLES: readonly ServerRole[] = Object.values(ServerRole);

/** Role names the client (menus, guards, labels) works with. */
export const ClientRole = {
  UnAuth: 'UnAuth',
  User: 'User',
  Member: 'Member',
  Staff: 'Staff',
  Manager: 'Manager',
  RegularAdmin: 'RegularAdmin',
  SonataAdmin: 'SonataAdmin',
  SuperAdmin: 'SuperAdmin',
} as const;
export type ClientRole = (typeof ClientRole)[keyof typeof ClientRole];
export const CLIENT_ROLES: readonly ClientRole[] = Object.values(ClientRole);

/** Server role → client role, one to one. */
export const SERVER_TO_CLIENT_ROLE: Readonly<Record<ServerRole, ClientRole>> = {
  ROLE_USER: 'User',
  ROLE_MEMBER: 'Member',
  ROLE_MANAGER: 'Manager',
  ROLE_STAFF: 'Staff',
  ROLE_ADMIN: 'RegularAdmin',
  ROLE_SONATA_ADMIN: 'SonataAdmin',
  ROLE_SUPER_ADMIN: 'SuperAdmin',
  ROLE_UNAUTH: 'UnAuth',
};

/** Client role → server role, the inverse of SERVER_TO_CLIENT_ROLE. */
export const CLIENT_TO_SERVER_ROLE: Readonly<Record<ClientRole, ServerRole>> = Object.fromEntries(
  Object.entries(SERVER_TO_CLIENT_ROLE).map(([server, client]) => [client, server]),
) as Record<ClientRole, ServerRole>;

/** True when the string is one of the server role names (guards against unknown roles in tokens). */
export function isServerRole(value: string): value is ServerRole {
  return (SERVER_ROLES as readonly string[]).includes(value);
}

/** True when the string is one of the client role names. */
export function isClientRole(value: string): value is ClientRole {
  return (CLIENT_ROLES as readonly string[]).includes(value);
}

/** Turns the server's role list (allRoles) into client roles, keeping order and dropping unknown names. */
export function toClientRoles(serverRoles: readonly string[]): ClientRole[] {
  const result: ClientRole[] = [];
  for (const role of serverRoles) {
    if (!isServerRole(role)) continue;
    const client = SERVER_TO_CLIENT_ROLE[role];
    if (!result.includes(client)) result.push(client);
  }
  return result;
}

/** Turns client roles back into server names (for the API, tests and factories). */
export function toServerRoles(clientRoles: readonly ClientRole[]): ServerRole[] {
  return clientRoles.map((role) => CLIENT_TO_SERVER_ROLE[role]);
}

/** The main role is the first of the list (SPEC §6); null when the list is empty. */
export function mainRole(roles: readonly ClientRole[]): ClientRole | null {
  return roles[0] ?? null;
}

/** Admin check of SPEC §6: true for RegularAdmin or SuperAdmin. */
export function isAdmin(roles: readonly ClientRole[]): boolean {
  return roles.includes('RegularAdmin') || roles.includes('SuperAdmin');
}

/** True when the user holds any of the given roles. */
export function hasAnyRole(roles: readonly ClientRole[], wanted: readonly ClientRole[]): boolean {
  return wanted.some((role) => roles.includes(role));
}

/** What a visit knows about the staging gate: true when it came through the HTTP basic-auth gate. */
export interface BaseAuthVisit {
  baseAuth: boolean;
}

/**
 * Base auth (SPEC §2 guards, §4, §8; decision 004): the visit passed the optional HTTP basic-auth gate of a
 * staging site. It is not a role — administrators are ordinary users to the guards. Base-auth visits are
 * not sent from home to updates, do not refetch the user on join updates, and a failed auth check sends
 * them to the configured error page instead of the sign-in.
 */
export function isBaseAuth(visit: BaseAuthVisit | null | undefined): boolean {
  return visit?.baseAuth === true;
}

/** Member-area roles: users holding one of these are members, staff or managers of a syndicate. */
export const SYNDICATE_ROLES: readonly ClientRole[] = ['Member', 'Staff', 'Manager'];

/** True when the user belongs to the members' area (member, staff or manager). */
export function isSyndicateUser(roles: readonly ClientRole[]): boolean {
  return hasAnyRole(roles, SYNDICATE_ROLES);
}
