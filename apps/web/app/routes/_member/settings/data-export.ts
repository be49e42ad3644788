import { apiGet, normaliseThrown } from '../../../lib/api/client.server';
import { authSessionContext } from '../../../lib/auth/context';
import type { Route } from './+types/data-export';

/** Headers of the API's export the browser needs (the file name and type). */
const FORWARDED = ['content-type', 'content-disposition'];

/**
 * `/settings/data-export/` — "Download my data" (issue 18 item 11): the signed-in user's JSON export from
 * `GET /api/users/me/data-export`, fetched with their session on the server so the token never reaches
 * page scripts (like the pedigree PDF, decision 007). A plain `<a download>` link works without JavaScript.
 * Signed-out visitors are sent to log in; the API's rate limit answers 429 with its message.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const session = context.get(authSessionContext);
  if (!(await session.currentUser())) {
    return new Response(null, { status: 302, headers: { location: '/login/', 'cache-control': 'no-store' } });
  }
  let upstream: Response | undefined;
  const captureBody: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok) return response;
    upstream = response;
    return new Response('null', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  try {
    await apiGet<null>('/api/users/me/data-export', { signal: request.signal, session, fetch: captureBody });
  } catch (cause) {
    const { status, message } = normaliseThrown(cause);
    return new Response(message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!upstream) return new Response('Bad Gateway', { status: 502 });
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
