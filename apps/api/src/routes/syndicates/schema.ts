/** Request and response schemas of the syndicate routes. */
import { collectionSchema, pagingQuerySchema, syndicateSchema } from '@stride/shared';
import { z } from 'zod';
import { booleanParam, orderParam, referenceListParam } from '../../lib/query.js';
import type { SyndicateListFilters } from '../../services/syndicates.js';

export const listSyndicatesQuery = pagingQuerySchema().extend({
  showOnSite: booleanParam.optional(),
  featured: booleanParam.optional(),
  slug: z.string().max(200).optional(),
  'id[]': referenceListParam('syndicates').optional(),
  'order[featuredOrder]': orderParam.optional(),
  'order[name]': orderParam.optional(),
});

export const syndicateListResponse = collectionSchema(syndicateSchema);

/** Maps the parsed query onto service filters; name ascending unless another order is asked for. */
export function syndicateFilters(query: ReturnType<typeof listSyndicatesQuery.parse>): SyndicateListFilters {
  const order: SyndicateListFilters['order'] = [];
  if (query['order[featuredOrder]']) order.push({ field: 'featuredOrder', direction: query['order[featuredOrder]'] });
  order.push({ field: 'name', direction: query['order[name]'] ?? 'asc' });
  return {
    showOnSite: query.showOnSite,
    featured: query.featured,
    slug: query.slug,
    ids: query['id[]'],
    order,
  };
}
