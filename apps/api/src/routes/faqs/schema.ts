/** Request and response schemas of the FAQ routes. */
import { FAQ_ITEMS_PER_PAGE, collectionSchema, faqSchema, pagingQuerySchema } from '@stride/shared';
import { z } from 'zod';
import { booleanParam } from '../../lib/query.js';

export const listFaqsQuery = pagingQuerySchema(FAQ_ITEMS_PER_PAGE).extend({
  place: z.string().max(100).optional(),
  published: booleanParam.optional(),
});

export const faqListResponse = collectionSchema(faqSchema);
