/**
 * Marks document requests for the app. React Router hands loaders and middleware the page URL even for
 * its data requests (`/horses/_.data` arrives as `/horses/`), so only the web server, which sees the raw
 * path, can tell a visitor's page load from a client-side data fetch. The anonymous page cache stores and
 * serves documents only (decision 017). The header is always overwritten: a client cannot set it.
 */
export const PAGE_REQUEST_HEADER = 'x-stride-page-request';

/** True for a GET of a page (not a React Router data request). */
export function isPageRequest(method: string, rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  return method === 'GET' && !path.endsWith('.data');
}
