/**
 * Cache invalidation as a domain-event processor (ARCHITECTURE: things that happen *because* something
 * happened are processors): each event that changes public data bumps the response-cache tags that depend
 * on it. With the Redis cache the new versions are seen by every API instance at once, and the content
 * version they feed tells the web servers to drop cached pages (decision 017).
 */
import type { CacheTag, ResponseCache } from '../../cache/response-cache.js';
import type { EventBus } from '../bus.js';
import type { DomainEventName } from '../domain-events.js';

/** Which cached public data each event makes stale. */
export const INVALIDATED_TAGS = {
  'syndicate.created': ['syndicates'],
  'syndicate.updated': ['syndicates', 'horses'],
  'syndicate.removed': ['syndicates', 'horses'],
  // A horse's syndicate shows its horse count, so horse changes touch syndicates too.
  'horse.created': ['horses', 'syndicates'],
  'horse.updated': ['horses', 'syndicates'],
  'horse.removed': ['horses', 'syndicates'],
  'content.changed': ['content', 'settings'],
  'maintenanceMode.changed': ['settings'],
} as const satisfies Partial<Record<DomainEventName, readonly CacheTag[]>>;

/** Subscribes the cache to the events above; returns a function that unsubscribes. */
export function registerCacheInvalidation(events: EventBus, cache: ResponseCache): () => void {
  const offs = (
    Object.entries(INVALIDATED_TAGS) as [keyof typeof INVALIDATED_TAGS, readonly CacheTag[]][]
  ).map(([name, tags]) => events.on(name, () => cache.invalidate(tags)));
  return () => {
    for (const off of offs) off();
  };
}
