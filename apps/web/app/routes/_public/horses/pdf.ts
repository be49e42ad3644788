import { apiGet, normaliseThrown } from '../../../lib/api/client.server';
import type { Route } from './+types/pdf';

/** Headers of the API's PDF answer that the browser needs (the download name, caching, revalidation). */
const FORWARDED = ['content-type', 'content-disposition', 'etag', 'last-modified'];
/**
 * The browser keeps the PDF for an hour, then revalidates with its ETag (a 304 from the API's cache).
 * `private`: the answer came through the visitor's token, so shared caches stay out of it.
 */
const BROWSER_CACHE = 'private, max-age=3600, must-revalidate';

/**
 * `/horses/{id}/pdf/`: the pedigree PDF for the browser, fetched from `GET /api/horses/{id}/pdf` on the
 * server so the bearer token never has to reach page scripts (docs/decisions/007-catalogue-pdf-and-seo.md).
 * The API call goes through apiGet like every other: its injectable fetch hands back the raw response
 * (a binary body apiGet would otherwise parse as JSON), after apiGet has added authentication.
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<Response> {
  if (!/^\d{1,10}$/.test(params.id) || Number(params.id) < 1) return notFound();
  let upstream: Response | undefined;
  const captureBinary: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok && response.status !== 304) return response;
    upstream = response;
    // Give apiGet a JSON body to parse; the real one stays untouched on `upstream`.
    return new Response('null', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const ifNoneMatch = request.headers.get('if-none-match');
  try {
    await apiGet<null>(`/api/horses/${params.id}/pdf`, {
      signal: request.signal,
      headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : undefined,
      fetch: captureBinary,
    });
  } catch (cause) {
    const { status, message } = normaliseThrown(cause);
    if (status === 404) return notFound();
    return new Response(message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!upstream) return new Response('Bad Gateway', { status: 502 });
  const headers = new Headers({ 'cache-control': BROWSER_CACHE, 'x-content-type-options': 'nosniff' });
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}

function notFound(): Response {
  return new Response('This page could not be found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
