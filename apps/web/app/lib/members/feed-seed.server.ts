import type { Post } from '@stride/shared';
import { type ApiCallInit, apiGet, normaliseThrown } from '../api/client.server';
import { type FeedFilters, type FeedSeed, type Page, feedQuery } from './updates-api';

/**
 * The first page of the member's feed for the document (decision 038), or null when the API did not
 * answer: the page then fetches it in the browser as before. A failure is left in the server's log
 * (path, status and message; never the session or its token), because the member only sees a slower
 * first paint and nobody would otherwise know the seed failed. A request the browser abandoned is not
 * a failure.
 */
export async function loadFeedSeed(
  filters: FeedFilters,
  init: Pick<ApiCallInit, 'session' | 'signal' | 'fetch' | 'auth' | 'baseUrl' | 'retry'>,
  warn: (message: string) => void = console.warn,
): Promise<FeedSeed | null> {
  const path = `/api/updates?${feedQuery(1, filters)}`;
  try {
    const page = await apiGet<Page<Post>>(path, init);
    return { filters, page, fetchedAt: Date.now() };
  } catch (cause) {
    if (init.signal?.aborted) return null;
    const error = normaliseThrown(cause);
    warn(`feed seed: GET ${path} failed (${error.status}): ${error.message}`);
    return null;
  }
}
