import { data } from 'react-router';
import { apiGet, normaliseThrown } from '../../lib/api/client.server';

/**
 * Throws the route error response for an API failure, so the layout's error boundary draws the SPEC §8
 * page: 404 stays 404 ("This page could not be found"), anything else keeps its status and the server's message.
 */
export function throwRouteError(cause: unknown): never {
  const { status, message } = normaliseThrown(cause);
  if (status === 404) throw data(null, { status: 404 });
  throw data(message, { status });
}

/** GETs one API resource for a page: the object, null when the API says 404, a route error otherwise. */
export async function getOrNull<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiGet<T>(path, { signal });
  } catch (cause) {
    if (normaliseThrown(cause).status === 404) return null;
    throwRouteError(cause);
  }
}

/** The `?page=` of a list URL as a positive integer; null when present but not a page number (a 404). */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}
