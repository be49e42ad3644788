/**
 * Who may see which FAQ. The only place this rule lives: unpublished entries are drafts for the back
 * office, so everyone else sees published ones whatever they ask for.
 */
import { isPlatformAdmin, type Actor } from './actor.js';

/** True when the actor may see the FAQ entry. */
export function canViewFaq(actor: Actor, faq: { published: boolean }): boolean {
  return faq.published || isPlatformAdmin(actor);
}

/**
 * The `published` filter a FAQ list really applies: administrators get what they asked for (undefined =
 * both), everyone else gets published entries regardless of the query.
 */
export function faqPublishedScope(actor: Actor, requested: boolean | undefined): boolean | undefined {
  return isPlatformAdmin(actor) ? requested : true;
}
