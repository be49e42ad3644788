/**
 * Who may publish what (issue 6): posts, their uploads and horse entries. Only the staff and managers of a
 * syndicate (and platform administrators) write for that syndicate and its horses; a staff user of
 * syndicate A can never post to syndicate B. Editing an existing post follows policies/post.ts (canEditPost).
 */
import { isPlatformAdmin, type Actor } from './actor.js';

/** Syndicates where the actor is staff or manager (from memberships), loaded by the caller. */
export type StaffSyndicateIds = readonly number[];

/** May the actor write posts and horse entries for this syndicate? */
export function canPublishFor(actor: Actor, syndicateId: number, staffOf: StaffSyndicateIds): boolean {
  if (actor.userId === null) return false;
  return isPlatformAdmin(actor) || staffOf.includes(syndicateId);
}

/** May the actor write about this horse for this syndicate? The horse must belong to that syndicate. */
export function canPublishAboutHorse(
  actor: Actor,
  syndicateId: number,
  horse: { syndicateId: number },
  staffOf: StaffSyndicateIds,
): boolean {
  return horse.syndicateId === syndicateId && canPublishFor(actor, syndicateId, staffOf);
}

/** Only the user who started an upload may send its parts' URLs again, list or complete it. */
export function canUseUploadSession(actor: Actor, session: { userId: number }): boolean {
  return actor.userId !== null && actor.userId === session.userId;
}

/** May the actor attach a horse entry to a post? Same syndicate and horse, not announced by another post. */
export function canAttachHorseEntry(
  entry: { syndicateId: number; horseId: number; postId: number | null },
  post: { syndicateId: number; horseId: number | null; id?: number },
): boolean {
  return (
    entry.syndicateId === post.syndicateId &&
    entry.horseId === post.horseId &&
    (entry.postId === null || entry.postId === post.id)
  );
}
