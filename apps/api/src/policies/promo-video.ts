/**
 * Who may see which promo video. The only place this rule lives: an inactive video is switched off in
 * the back office and does not exist for anyone else.
 */
import { isPlatformAdmin, type Actor } from './actor.js';

/** True when the actor may see the promo video. */
export function canViewPromoVideo(actor: Actor, video: { active: boolean }): boolean {
  return video.active || isPlatformAdmin(actor);
}

/** True when a promo video list must be limited to active videos for this actor. */
export function promoVideosActiveOnly(actor: Actor): boolean {
  return !isPlatformAdmin(actor);
}
