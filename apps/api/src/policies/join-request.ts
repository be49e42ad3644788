/**
 * Who may ask to join which syndicate. The only place this rule lives: anyone (signed in or not) may ask
 * about a syndicate they can see; a user who already belongs to it may not ask again.
 */
import type { Actor } from './actor.js';
import { canViewSyndicate, type SyndicateVisibility } from './syndicate.js';

/** Outcome of a join request check: allowed, or why not. */
export type JoinRequestDecision = 'allowed' | 'unknown-syndicate' | 'already-member';

/**
 * Decides whether the actor may request to join `syndicate` (null when it does not exist); `memberOf` is
 * the actor's syndicate ids. A syndicate the actor may not see reads as unknown, so hidden ones stay hidden.
 */
export function joinRequestDecision(
  actor: Actor,
  syndicate: SyndicateVisibility | null,
  memberOf: readonly number[] = [],
): JoinRequestDecision {
  if (!syndicate || !canViewSyndicate(actor, syndicate, memberOf)) return 'unknown-syndicate';
  if (actor.userId !== null && memberOf.includes(syndicate.id)) return 'already-member';
  return 'allowed';
}
