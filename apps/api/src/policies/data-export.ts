/** Who may download which account's data: only the signed-in owner of the account, for themselves. */
import type { Actor } from './actor.js';

/** True when the actor is a signed-in user (their own data is the only one the route ever reads). */
export function canExportOwnData(actor: Actor): actor is Actor & { userId: number } {
  return typeof actor.userId === 'number';
}
