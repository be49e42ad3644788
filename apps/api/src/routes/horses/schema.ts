/** Request and response schemas of the horse routes. */
import { collectionSchema, pagingQuerySchema, horseSchema } from '@stride/shared';
import { booleanParam, orderParam, referenceListParam, referenceParam } from '../../lib/query.js';
import type { HorseListFilters } from '../../services/horses.js';

export const listHorsesQuery = pagingQuerySchema().extend({
  featured: booleanParam.optional(),
  'syndicate.id': referenceParam('syndicates').optional(),
  'id[]': referenceListParam('horses').optional(),
  'order[featuredOrder]': orderParam.optional(),
  'order[name]': orderParam.optional(),
  /** Members' horses: those of the signed-in user's syndicates, shown on the site or not. */
  horseOfUserSyndicates: booleanParam.optional(),
  /** Same set (shares are held per syndicate, so the user's horses are their syndicates' horses). */
  horseOfCurrentUser: booleanParam.optional(),
});

export const horseListResponse = collectionSchema(horseSchema);

/** True when the query asks for the signed-in user's own horses. */
export function asksForOwnHorses(query: ReturnType<typeof listHorsesQuery.parse>): boolean {
  return query.horseOfUserSyndicates === true || query.horseOfCurrentUser === true;
}

/** Maps the parsed query onto service filters; name ascending is the SPEC's default order. */
export function horseFilters(query: ReturnType<typeof listHorsesQuery.parse>): HorseListFilters {
  const order: HorseListFilters['order'] = [];
  if (query['order[featuredOrder]']) order.push({ field: 'featuredOrder', direction: query['order[featuredOrder]'] });
  order.push({ field: 'name', direction: query['order[name]'] ?? 'asc' });
  return { featured: query.featured, syndicateId: query['syndicate.id'], ids: query['id[]'], order };
}
