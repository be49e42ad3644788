import type { Collection, RouteMetadata } from '@stride/shared';
import { apiGet, normaliseThrown } from '../../lib/api/client.server';
import { getEnv } from '../../lib/env.server';
import { canonicalPath, type SeoData, type SeoMetadata } from './meta';

export interface LoadSeoOptions {
  /** The page's canonical path (trailing slash added when missing); metadata is looked up by its path part. */
  path: string;
  /** Query kept in the canonical URL, e.g. `{ page: 2 }` on a list's second page. */
  query?: Record<string, string | number | null | undefined>;
  signal?: AbortSignal;
}

/**
 * The metadata API's entry for a route path (`GET /api/metadata?path=`), or null. Never throws: a page
 * must render with its fallback title and description when the metadata API is down.
 */
export async function loadRouteMetadata(path: string, signal?: AbortSignal): Promise<RouteMetadata | null> {
  try {
    const result = await apiGet<Collection<RouteMetadata>>(
      `/api/metadata?path=${encodeURIComponent(path)}&itemsPerPage=1`,
      { signal },
    );
    return result.data.find((entry) => entry.path === path) ?? null;
  } catch (cause) {
    // The visitor went elsewhere: nothing failed.
    if (signal?.aborted) return null;
    const error = normaliseThrown(cause);
    if (error.status !== 404)
      console.warn(`GET /api/metadata?path=${path} failed (${error.status}): ${error.message}`);
    return null;
  }
}

/** A page's SEO data for its `meta` function: the absolute canonical URL on WEB_ORIGIN plus its metadata. */
export async function loadSeo({ path, query, signal }: LoadSeoOptions): Promise<SeoData> {
  const canonical = canonicalPath(path, query);
  const metadataPath = canonicalPath(path);
  const entry = await loadRouteMetadata(metadataPath, signal);
  const metadata: SeoMetadata | null = entry && {
    title: entry.title,
    metaDescription: entry.metaDescription,
    metaKeywords: entry.metaKeywords,
    openGraphTitle: entry.openGraphTitle,
    openGraphDescription: entry.openGraphDescription,
  };
  return { canonical: `${getEnv().WEB_ORIGIN}${canonical}`, metadata };
}
