/**
 * Who may use the back office and on which objects. The only place these rules live:
 * platform administrators see and change everything; managers (ROLE_MANAGER) see and change only the
 * syndicates they manage (membership role `manager`) and what belongs to them — horses, members, join
 * requests, chats; stable staff (ROLE_STAFF) reach only the race data import, for the horses of the
 * syndicates they write for (decision 027); everyone else (members, plain users, anonymous tokens) is
 * refused.
 */
import type { ServerRole } from '@stride/shared';
import { isPlatformAdmin, type Actor } from '../actor.js';

/** Platform roles that open the whole back office. */
export const ADMIN_ROLES: readonly ServerRole[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_SONATA_ADMIN'];
/** Platform roles that open the back office at all (managers then see only their syndicates). */
export const BACK_OFFICE_ROLES: readonly ServerRole[] = [...ADMIN_ROLES, 'ROLE_MANAGER'];
/** Platform roles that may import race data (staff too: they publish entries in write-a-post). */
export const RACE_DATA_IMPORT_ROLES: readonly ServerRole[] = [...BACK_OFFICE_ROLES, 'ROLE_STAFF'];

/** What the actor may reach: everything, or the syndicates they manage. */
export type BackOfficeScope = { kind: 'all' } | { kind: 'syndicates'; syndicateIds: readonly number[] };

/** The scope of an actor who passed the route's role check; `managed` are the syndicates they manage. */
export function backOfficeScope(actor: Actor, managed: readonly number[]): BackOfficeScope {
  return isPlatformAdmin(actor) ? { kind: 'all' } : { kind: 'syndicates', syndicateIds: managed };
}

/** True when the scope reaches objects of the syndicate. */
export function canManageSyndicate(scope: BackOfficeScope, syndicateId: number | null | undefined): boolean {
  if (scope.kind === 'all') return true;
  return syndicateId !== null && syndicateId !== undefined && scope.syndicateIds.includes(syndicateId);
}

/** True when every syndicate of an object (e.g. a user's memberships) is within reach — or the scope is all. */
export function canManageAnyOf(scope: BackOfficeScope, syndicateIds: readonly number[]): boolean {
  return scope.kind === 'all' || syndicateIds.some((id) => scope.syndicateIds.includes(id));
}

/** Only administrators create or delete syndicates, change accounts, content, settings and posts. */
export function isAdminScope(scope: BackOfficeScope): boolean {
  return scope.kind === 'all';
}

/**
 * Managers may give members and staff places in their syndicates, never appoint managers (that would
 * let one manager hand a syndicate to another).
 */
export function canAssignMembershipRole(
  scope: BackOfficeScope,
  role: 'member' | 'staff' | 'manager',
): boolean {
  return scope.kind === 'all' || role !== 'manager';
}

/**
 * The syndicates whose horses a race data import may touch: null for everything (administrators);
 * otherwise the syndicates a manager manages, plus — for stable staff (ROLE_STAFF) — the syndicates where
 * they are staff or manager (`staffOf`, the write-a-post rule of policies/publishing.ts). A row about any
 * other horse is refused row by row by the import.
 */
export function raceDataImportSyndicates(
  scope: BackOfficeScope,
  actor: Actor,
  staffOf: readonly number[],
): readonly number[] | null {
  if (scope.kind === 'all') return null;
  const staff = actor.roles.includes('ROLE_STAFF') ? staffOf : [];
  return [...new Set([...scope.syndicateIds, ...staff])];
}
