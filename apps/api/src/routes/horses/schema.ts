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
});

export const horseListResponse = collectionSchema(horseSchema);

/** Maps the parsed query onto service filters; name ascending is the SPEC's default order. */
export function horseFilters(query: ReturnType<typeof listHorsesQuery.parse>): HorseListFilters {
  const order: HorseListFilters['order'] = [];
  if (query['order[featuredOrder]']) order.push({ field: 'featuredOrder', direction: query['order[featuredOrder]'] });
  order.push({ field: 'name', direction: query['order[name]'] ?? 'asc' });
  return { featured: query.featured, syndicateId: query['syndicate.id'], ids: query['id[]'], order };
}
