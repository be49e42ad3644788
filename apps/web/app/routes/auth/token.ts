import { AUTH_STRATEGIES } from '@stride/shared';
import { authSessionContext } from '../../lib/auth/context';
import { AuthRequestError, UnauthorizedRequestCanceled } from '../../lib/auth/errors';
import type { SessionTokenResponse } from '../../lib/auth/browser-auth';
import { isSameOriginPost } from '../../lib/auth/same-origin.server';
import type { Route } from './+types/token';

function answer(body: SessionTokenResponse, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST /auth/token/: the browser's "refresh" (lib/auth/browser-auth.ts). The refresh token never leaves
 * its HttpOnly cookie; the server runs the SPEC §4 check (refreshing and re-setting cookies when
 * needed) and hands back the signed-in session's access token.
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
