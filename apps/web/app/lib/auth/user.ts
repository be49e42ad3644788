/**
 * The signed-in user as the web app keeps it: the API's user (GET /oauth/v2/user-info) with its role
 * list turned into client roles from `allRoles` (SPEC §6), so menus and guards read `roles` directly.
 */
import { type ClientRole, type User, toClientRoles } from '@stride/shared';

export type CurrentUser = Omit<User, 'roles'> & {
  /** Client roles from allRoles, main role first (SPEC §6). */
  roles: ClientRole[];
  /** The stored server role names, as the API sent them. */
  serverRoles: string[];
};

/** Maps the API's user to the web's current user. */
export function toCurrentUser(user: User): CurrentUser {
  return { ...user, roles: toClientRoles(user.allRoles), serverRoles: user.roles };
}

/** "First Last", or the e-mail when the profile has no name yet. */
export function displayName(user: Pick<User, 'firstname' | 'lastname' | 'email'>): string {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name === '' ? user.email : name;
}

/** One or two capital letters for an avatar. */
export function initials(user: Pick<User, 'firstname' | 'lastname' | 'email'>): string {
  const letters = [user.firstname, user.lastname]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
