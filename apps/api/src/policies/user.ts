/**
 * Who may do what to a user account, and which roles a user effectively holds (the `allRoles` of SPEC
 * §3/§6, which the web's menus and guards read).
 */
import { isServerRole, type ServerRole } from '@stride/shared';
import type { Actor } from './actor.js';

/** Roles each role implies (Symfony-style hierarchy): every signed-in role is also a plain user. */
const IMPLIED_ROLES: Readonly<Partial<Record<ServerRole, readonly ServerRole[]>>> = {
  ROLE_SUPER_ADMIN: ['ROLE_ADMIN', 'ROLE_SONATA_ADMIN', 'ROLE_USER'],
  ROLE_ADMIN: ['ROLE_USER'],
  ROLE_SONATA_ADMIN: ['ROLE_USER'],
  ROLE_MANAGER: ['ROLE_USER'],
  ROLE_STAFF: ['ROLE_USER'],
  ROLE_MEMBER: ['ROLE_USER'],
};

/**
 * The user's stored roles in order (the first is the main role), followed by the roles they imply,
 * without duplicates or unknown names. A user always has at least ROLE_USER.
 */
export function allRolesOf(stored: readonly string[]): ServerRole[] {
  const result: ServerRole[] = [];
  const add = (role: ServerRole) => {
    if (!result.includes(role)) result.push(role);
  };
  const known = stored.filter(isServerRole).filter((role) => role !== 'ROLE_UNAUTH');
  for (const role of known) add(role);
  for (const role of known) for (const implied of IMPLIED_ROLES[role] ?? []) add(implied);
  if (result.length === 0) add('ROLE_USER');
  return result;
}

/** Only the owner may change their own profile, password or account (administrators use the admin API). */
export function canManageAccount(actor: Actor, userId: number): boolean {
  return actor.userId !== null && actor.userId === userId;
}
