/** Request and response schemas of the metadata route. */
import { collectionSchema, pagingQuerySchema, routeMetadataSchema } from '@stride/shared';
import { z } from 'zod';

/** Longest route path looked up (a path is a route such as `/` or `/syndicates/`). */
const PATH_MAX_LENGTH = 500;

export const listMetadataQuery = pagingQuerySchema().extend({
  path: z.string().max(PATH_MAX_LENGTH).optional(),
});

export const metadataListResponse = collectionSchema(routeMetadataSchema);
