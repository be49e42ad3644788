/** Request and response schemas of the update (post) routes. */
import { PUBLICATION_STATUSES, pagingQuerySchema, postListSchema } from '@stride/shared';
import { z } from 'zod';
import { booleanParam, orderParam, referenceParam } from '../../lib/query.js';
import { expiryIn } from '../../lib/url-signer.js';
import type { Actor } from '../../policies/actor.js';
import type { PostListFilters } from '../../services/posts.js';

const statusParam = z.enum(PUBLICATION_STATUSES, {
  message: `must be one of ${PUBLICATION_STATUSES.join(', ')}`,
});

/** GET updates: paging, `horse.id`, `syndicate.id`, `publicationStatus` (one or many), `horseEntryFilter`, `order[postedAt]`. */
export const listUpdatesQuery = pagingQuerySchema().extend({
  'horse.id': referenceParam('horses').optional(),
  'syndicate.id': referenceParam('syndicates').optional(),
  publicationStatus: z
    .union([statusParam, z.array(statusParam).max(PUBLICATION_STATUSES.length)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  'publicationStatus[]': z
    .union([statusParam, z.array(statusParam).max(PUBLICATION_STATUSES.length)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  horseEntryFilter: booleanParam.optional(),
  'order[postedAt]': orderParam.optional(),
});
export type ListUpdatesQuery = z.output<typeof listUpdatesQuery>;

export const updateListResponse = postListSchema;

/** Maps the parsed query onto service filters. */
export function updateFilters(query: ListUpdatesQuery): PostListFilters {
  return {
    horseId: query['horse.id'],
    syndicateId: query['syndicate.id'],
    withHorseEntry: query.horseEntryFilter,
    postedAtOrder: query['order[postedAt]'],
  };
}

/** The publication statuses asked for (none = published only, decided by the policy). */
export function requestedStatuses(query: ListUpdatesQuery) {
  return [...(query.publicationStatus ?? []), ...(query['publicationStatus[]'] ?? [])];
}

/**
 * The feed cache key of a request (decision 030): the reader, their platform roles, the parsed query and
 * the hour its signed media URLs expire at (lib/signed-urls.ts rounds expiry up to the hour), so a cached
 * page never carries other URLs than a fresh one would. Memberships are not in the key: their changes
 * bump the versions every entry is checked against.
 */
export function feedCacheKey(actor: Actor, query: ListUpdatesQuery, signedUrlTtlSeconds: number): string {
  const urlHour = Math.ceil(expiryIn(signedUrlTtlSeconds) / 3600);
  return `${actor.userId}|${[...actor.roles].sort().join(',')}|${urlHour}|${JSON.stringify(query)}`;
}
