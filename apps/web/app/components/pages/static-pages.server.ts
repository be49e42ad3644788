import { FAQ_ITEMS_PER_PAGE, type Collection, type Faq, type StaticPage } from '@stride/shared';
import { apiGet } from '../../lib/api/client.server';
import { loadSeo } from '../seo/seo.server';
import { getOrNull, throwRouteError } from './api-data.server';

/** A static page by slug (`GET /api/pages/{slug}`), or null when there is none. */
export function loadStaticPage(slug: string, signal?: AbortSignal): Promise<StaticPage | null> {
  return getOrNull<StaticPage>(`/api/pages/${encodeURIComponent(slug)}`, signal);
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
export async function loadContentRoute(slug: string, request: Request) {
  const path = `/${slug}/`;
  const [page, seo] = await Promise.all([
    loadStaticPage(slug, request.signal),
    loadSeo({ path, signal: request.signal }),
  ]);
  return { page, seo };
}
