/**
 * Who may see which syndicate, and the horses that belong to it. The only place these rules live.
 */
import { isPlatformAdmin, type Actor } from './actor.js';

/** The syndicate facts a visibility decision needs. */
export interface SyndicateVisibility {
  id: number;
  showOnSite: boolean;
}

/**
 * A syndicate shown on the site is public; a hidden one is visible to administrators and to the
 * actor's own syndicates (membership-aware checks arrive with the members' area).
 */
export function canViewSyndicate(actor: Actor, syndicate: SyndicateVisibility, memberOf: readonly number[] = []): boolean {
  return syndicate.showOnSite || isPlatformAdmin(actor) || memberOf.includes(syndicate.id);
}

/** A horse is visible exactly when its syndicate is. */
export const canViewHorse = canViewSyndicate;
