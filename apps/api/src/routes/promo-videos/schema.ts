/** Request and response schemas of the promo video routes. */
import { collectionSchema, pagingQuerySchema, promoVideoSchema } from '@stride/shared';

export const listPromoVideosQuery = pagingQuerySchema();

export const promoVideoListResponse = collectionSchema(promoVideoSchema);
