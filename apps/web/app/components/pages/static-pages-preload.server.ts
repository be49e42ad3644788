/**
 * SPEC §2 guard "static pages are preloaded" and §7/§9 `GET pages`, 20 per page: the web server reads
 * every static page (and content block) in pages of `STATIC_PAGES_PER_PAGE` and answers slugs from that
 * set, instead of one `GET /api/pages/{slug}` per page or block. The set is kept per process and read again
 * when the API's content version changes (the signal the page cache uses, decision 017) or after
 * `PRELOAD_TTL_MS`, whichever comes first; one read at a time (concurrent callers share it).
 */
import { STATIC_PAGES_PER_PAGE, type Collection, type StaticPage } from '@stride/shared';

/** Upper bound on a set's age when the API sends no content version. */
export const PRELOAD_TTL_MS = 30_000;
/** A runaway `totalPages` never makes more requests than this (1,000 pages). */
const MAX_LIST_PAGES = 50;

export type FetchPagesList = (path: string, signal?: AbortSignal) => Promise<Collection<StaticPage>>;

interface Loaded {
  version: string | undefined;
  at: number;
  pages: Promise<ReadonlyMap<string, StaticPage>>;
}

/** Path of one page of the list. */
export function pagesListPath(page: number): string {
  return `/api/pages?itemsPerPage=${STATIC_PAGES_PER_PAGE}&page=${page}`;
}

/** Every static page by slug: page 1, then the remaining pages in parallel. */
export async function fetchAllStaticPages(
  fetchList: FetchPagesList,
  signal?: AbortSignal,
): Promise<ReadonlyMap<string, StaticPage>> {
  const first = await fetchList(pagesListPath(1), signal);
  const totalPages = Math.min(first.meta.totalPages, MAX_LIST_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) =>
      fetchList(pagesListPath(index + 2), signal),
    ),
  );
  const bySlug = new Map<string, StaticPage>();
  for (const page of [first, ...rest].flatMap((list) => list.data)) bySlug.set(page.slug, page);
  return bySlug;
}

/** A preloaded set of static pages keyed by the API's content version; `now` is injectable for tests. */
export function createStaticPagesPreload(fetchList: FetchPagesList, now: () => number = Date.now) {
  let loaded: Loaded | null = null;
  return {
    /** The page of a slug, or null when the preloaded set has none. A failed read is not kept. */
    async get(slug: string, contentVersion?: string): Promise<StaticPage | null> {
      const fresh =
        loaded && loaded.version === contentVersion && now() - loaded.at < PRELOAD_TTL_MS ? loaded : null;
      const current: Loaded = fresh ?? {
        version: contentVersion,
        at: now(),
        // Not tied to one visitor's request signal: the set is shared by everyone's requests.
        pages: fetchAllStaticPages(fetchList),
      };
      if (!fresh) {
        loaded = current;
        current.pages.catch(() => {
          if (loaded === current) loaded = null;
        });
      }
      return (await current.pages).get(slug) ?? null;
    },
  };
}
