/**
 * Who may see which static page. The only place this rule lives: an unpublished page is a draft for
 * the back office and does not exist for anyone else.
 */
import { isPlatformAdmin, type Actor } from './actor.js';

/** True when the actor may see the page. */
export function canViewPage(actor: Actor, page: { published: boolean }): boolean {
  return page.published || isPlatformAdmin(actor);
}

/** True when a page list must be limited to published pages for this actor. */
export function pagesPublishedOnly(actor: Actor): boolean {
  return !isPlatformAdmin(actor);
}
