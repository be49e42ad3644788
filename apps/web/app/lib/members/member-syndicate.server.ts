/**
 * The member's view of their own syndicate page (SPEC §2 "Syndicate" menu item): the page is read with the
 * member's session (so a syndicate hidden from the site still opens for its members) and shows their latest
 * updates from it.
 */
import type { Collection, Post } from '@stride/shared';
import { apiGet } from '../api/client.server';
import type { ServerAuthSession } from '../auth/server-session.server';

/** Updates shown on the member's syndicate page. */
export const SYNDICATE_LATEST_UPDATES = 3;

/** The session to read a syndicate page with: the member's when the slug is one of their syndicates, else none (anonymous). */
export async function memberSessionFor(
  session: ServerAuthSession,
  slug: string,
): Promise<ServerAuthSession | null> {
  const user = await session.currentUser();
  return user?.syndicates.some((syndicate) => syndicate.slug === slug) ? session : null;
}

/** The latest published updates of a syndicate for its member; empty when they cannot be loaded (a section, not the page). */
export async function latestSyndicateUpdates(
  session: ServerAuthSession,
  syndicateId: number,
  signal?: AbortSignal,
): Promise<Post[]> {
  const query = new URLSearchParams({
    'syndicate.id': String(syndicateId),
    publicationStatus: 'published',
    'order[postedAt]': 'desc',
    itemsPerPage: String(SYNDICATE_LATEST_UPDATES),
  });
  return apiGet<Collection<Post>>(`/api/updates?${query.toString()}`, { session, signal }).then(
    (result) => result.data,
    () => [],
  );
}
