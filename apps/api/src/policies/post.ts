/**
 * Who may read, like, view, edit and delete which update (post), and which publication statuses a feed
 * query may return. The only place these rules live (docs/decisions/010-members-area-api.md):
 * - members of a syndicate see its published, not deleted updates;
 * - staff and managers of a syndicate also see its drafts (draft, user_draft, upload_failed);
 * - platform administrators see everything that is not deleted;
 * - everyone else sees nothing (lists come back empty, single updates 404).
 */
import { isVisibleToClients, type PublicationStatus } from '@stride/shared';
import { isPlatformAdmin, type Actor } from './actor.js';

/** A user's role inside one syndicate (memberships.role). */
export type SyndicateRole = 'member' | 'staff' | 'manager';

/** The actor's memberships: syndicate id → role there. Loaded once per request (services/membership.ts). */
export type MembershipMap = ReadonlyMap<number, SyndicateRole>;

/** Who is asking, with the memberships the decisions depend on. */
export interface MemberActor {
  actor: Actor;
  memberships: MembershipMap;
}

/** The post facts a decision needs. */
export interface PostFacts {
  syndicateId: number;
  authorId: number;
  publicationStatus: PublicationStatus;
  deletedAt: Date | null;
}

/** True when the actor is staff or manager of the syndicate (they see and handle its drafts). */
export function isSyndicateStaff(who: MemberActor, syndicateId: number): boolean {
  const role = who.memberships.get(syndicateId);
  return role === 'staff' || role === 'manager';
}

/** True when the actor may read the post (and so like, view and comment on it). */
export function canReadPost(who: MemberActor, post: PostFacts): boolean {
  if (post.deletedAt !== null) return false;
  if (isPlatformAdmin(who.actor)) return true;
  if (!who.memberships.has(post.syndicateId)) return false;
  return isVisibleToClients(post.publicationStatus) || isSyndicateStaff(who, post.syndicateId);
}

/** Author, managers of the syndicate and administrators may delete a post they can read. */
export function canDeletePost(who: MemberActor, post: PostFacts): boolean {
  if (!canReadPost(who, post)) return false;
  if (isPlatformAdmin(who.actor)) return true;
  return post.authorId === who.actor.userId || who.memberships.get(post.syndicateId) === 'manager';
}

/** The author (still staff or manager there), managers of the syndicate and administrators may edit. */
export function canEditPost(who: MemberActor, post: PostFacts): boolean {
  if (!canReadPost(who, post)) return false;
  if (isPlatformAdmin(who.actor)) return true;
  if (who.memberships.get(post.syndicateId) === 'manager') return true;
  return post.authorId === who.actor.userId && isSyndicateStaff(who, post.syndicateId);
}

/**
 * What a feed query may return: per syndicate, the publication statuses the actor may see among those
 * requested. `all` means every syndicate (administrators); otherwise only the listed syndicates.
 * Clients asking for nothing get published updates only — drafts are shown only on request.
 */
export interface PostScope {
  /** Syndicates whose published updates may be returned (null = any syndicate). */
  published: number[] | null;
  /** Syndicates whose unpublished updates may be returned (null = any syndicate). */
  unpublished: number[] | null;
  /** Statuses requested (defaults to published only). */
  statuses: readonly PublicationStatus[];
}

/** Builds the feed scope of an actor for the requested publication statuses (default: published). */
export function postScope(who: MemberActor, requested?: readonly PublicationStatus[]): PostScope {
  const statuses = requested && requested.length > 0 ? requested : (['published'] as const);
  if (isPlatformAdmin(who.actor)) return { published: null, unpublished: null, statuses };
  const published: number[] = [];
  const unpublished: number[] = [];
  for (const [syndicateId, role] of who.memberships) {
    published.push(syndicateId);
    if (role === 'staff' || role === 'manager') unpublished.push(syndicateId);
  }
  return { published, unpublished, statuses };
}

/** True when the actor may read the syndicate's members' content at all (horses, entries, feed). */
export function canReadSyndicateContent(who: MemberActor, syndicateId: number): boolean {
  return isPlatformAdmin(who.actor) || who.memberships.has(syndicateId);
}
