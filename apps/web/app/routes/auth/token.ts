import { AUTH_STRATEGIES } from '@stride/shared';
import { authSessionContext } from '../../lib/auth/context';
import { AuthRequestError, UnauthorizedRequestCanceled } from '../../lib/auth/errors';
import type { SessionTokenRequest, SessionTokenResponse } from '../../lib/auth/browser-auth';
import { isSameOriginPost } from '../../lib/auth/same-origin.server';
import type { Route } from './+types/token';

function answer(body: SessionTokenResponse, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The token the browser says the API refused, if the body names one (older pages send no body). */
async function refusedToken(request: Request): Promise<string | null> {
  const body = (await request.json().catch(() => null)) as SessionTokenRequest | null;
  return typeof body?.refused === 'string' && body.refused !== '' ? body.refused : null;
}

/**
 * POST /auth/token/: the browser's "refresh" (lib/auth/browser-auth.ts). The refresh token never leaves
 * its HttpOnly cookie; the server runs the SPEC §4 check (refreshing and re-setting cookies when
 * needed) and hands back the signed-in session's access token. When the browser names the token the API
 * refused and it is the cookie's one, that token was cut before it expired (logout elsewhere, password
 * change: the user's token version moved) — it is refreshed, not handed back to be refused again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(authSessionContext);
  if (!isSameOriginPost(request, session.env.WEB_ORIGIN)) return new Response('Forbidden', { status: 403 });
  if (session.authError) {
    return answer({ error: 'session_expired', message: session.authError.message }, 401);
  }
  if (session.strategy() !== AUTH_STRATEGIES.authorizationCode || !session.hasUserTokens()) {
    return answer({ error: 'login_required' }, 401);
  }
  try {
    const refused = await refusedToken(request);
    if (refused !== null && refused === session.accessToken()) {
      await session.requestAuth().invalidate(refused);
    }
    const accessToken = await session.authorize();
    return answer({ accessToken });
  } catch (error) {
    if (error instanceof UnauthorizedRequestCanceled) return answer({ error: 'login_required' }, 401);
    if (error instanceof AuthRequestError) {
      return answer({ error: 'session_expired', message: error.message }, 401);
    }
    throw error;
  }
}
