/**
 * Bearer-check cache invalidation (decision 030): a user's changed state (roles, status, token version —
 * `user.updated`) or ended sign-ins (`session.revoked`) bump the user's auth version before the write's
 * answer is sent, so the next request with an old token, on any instance, reads the user again.
 */
import { AUTH_ALL_KEY, authUserKey } from '../../cache/auth-cache.js';
import type { FeedVersions } from '../../cache/feed-cache.js';
import type { EventBus } from '../bus.js';

/** Subscribes the auth versions to user and session events; returns a function that unsubscribes. */
export function registerAuthCacheInvalidation(events: EventBus, versions: FeedVersions): () => void {
  const offs = [
    events.on('user.updated', ({ userId }) => versions.bump([authUserKey(userId)]), { beforeReply: true }),
    events.on(
      'session.revoked',
      ({ userId }) => versions.bump(userId === undefined ? [AUTH_ALL_KEY] : [AUTH_ALL_KEY, authUserKey(userId)]),
      { beforeReply: true },
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
