import { FAQ_ITEMS_PER_PAGE, type Collection, type Faq, type StaticPage } from '@stride/shared';
import type { RouterContextProvider } from 'react-router';
import { apiGet } from '../../lib/api/client.server';
import { siteStatusContext } from '../../lib/maintenance/maintenance-status';
import { loadSeo } from '../seo/seo.server';
import { throwRouteError } from './api-data.server';
import { createStaticPagesPreload } from './static-pages-preload.server';

/** The process's preloaded static pages (SPEC §2 "static pages are preloaded", `GET pages` 20 per page). */
const staticPages = createStaticPagesPreload((path, signal) =>
  apiGet<Collection<StaticPage>>(path, { signal }),
);

/** The API's content version of this request (decision 017): a new version reloads the preloaded pages. */
export function contentVersionOf(context?: Readonly<RouterContextProvider>): string | undefined {
  return context?.get(siteStatusContext).contentVersion;
}

/**
 * A static page by slug from the preloaded set, or null when there is none. `signal` is kept for callers;
 * the shared read is not cancelled by one visitor leaving.
 */
export async function loadStaticPage(
  slug: string,
  _signal?: AbortSignal,
  contentVersion?: string,
): Promise<StaticPage | null> {
  try {
    return await staticPages.get(slug, contentVersion);
  } catch (cause) {
    throwRouteError(cause);
  }
}

/** Published FAQs of one place (`GET /api/faqs?place=…&published=true&itemsPerPage=30`), in position order. */
export async function loadFaqs(place: string, signal?: AbortSignal): Promise<Faq[]> {
  try {
    const result = await apiGet<Collection<Faq>>(
      `/api/faqs?place=${encodeURIComponent(place)}&published=true&itemsPerPage=${FAQ_ITEMS_PER_PAGE}`,
      { signal },
    );
    return result.data;
  } catch (cause) {
    throwRouteError(cause);
  }
}

/** A fixed content route's data: its page (null until written) and its SEO data, loaded in parallel. */
export async function loadContentRoute(
  slug: string,
  request: Request,
  context?: Readonly<RouterContextProvider>,
) {
  const path = `/${slug}/`;
  const [page, seo] = await Promise.all([
    loadStaticPage(slug, request.signal, contentVersionOf(context)),
    loadSeo({ path, signal: request.signal }),
  ]);
  return { page, seo };
}
