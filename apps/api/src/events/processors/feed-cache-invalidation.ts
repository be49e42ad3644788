/**
 * Feed cache invalidation as a domain-event processor (decision 030): each event that changes what a
 * member's feed shows bumps the feed-cache versions it touches (cache/feed-cache.ts). The handlers run
 * `beforeReply`: a write's HTTP answer is sent only once its bump is recorded (in Redis: every instance
 * sees it), so the writer's next read — on any instance — is fresh.
 */
import {
  ALL_FEEDS_KEY,
  readerVersionKey,
  syndicateVersionKey,
  type FeedVersions,
} from '../../cache/feed-cache.js';
import type { EventBus } from '../bus.js';
import type { DomainEventName, DomainEvents } from '../domain-events.js';

/** Events about one syndicate's feed content: posts, their assets, likes (post.updated) and comments. */
const SYNDICATE_EVENTS = [
  'post.created',
  'post.updated',
  'post.published',
  'post.removed',
  'postAsset.created',
  'postAsset.updated',
  'comment.created',
  'comment.updated',
  'comment.removed',
] as const satisfies readonly DomainEventName[];

/**
 * Events that can change every feed: authors' names and roles and memberships (user.updated, which the
 * membership writes emit too), join decisions, syndicates' and horses' names. Rare, so they bump `all`.
 */
const EVERY_FEED_EVENTS = [
  'user.updated',
  'syndicateJoin.decided',
  'syndicate.created',
  'syndicate.updated',
  'syndicate.removed',
  'horse.created',
  'horse.updated',
  'horse.removed',
] as const satisfies readonly DomainEventName[];

/** The version keys an event bumps. */
export function feedKeysOf<K extends DomainEventName>(name: K, payload: DomainEvents[K]): string[] {
  if (name === 'post.viewed') return [readerVersionKey((payload as DomainEvents['post.viewed']).userId)];
  if ((SYNDICATE_EVENTS as readonly DomainEventName[]).includes(name)) {
    const { syndicateId } = payload as { syndicateId: number };
    return [syndicateVersionKey(syndicateId), syndicateVersionKey(null)];
  }
  if ((EVERY_FEED_EVENTS as readonly DomainEventName[]).includes(name)) return [ALL_FEEDS_KEY];
  return [];
}

/** Subscribes the feed versions to the events above; returns a function that unsubscribes. */
export function registerFeedCacheInvalidation(events: EventBus, versions: FeedVersions): () => void {
  const names: DomainEventName[] = [...SYNDICATE_EVENTS, ...EVERY_FEED_EVENTS, 'post.viewed'];
  const offs = names.map((name) =>
    events.on(name, (payload) => versions.bump(feedKeysOf(name, payload)), { beforeReply: true }),
  );
  return () => {
    for (const off of offs) off();
  };
}
