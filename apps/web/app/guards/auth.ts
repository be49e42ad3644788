/**
 * SPEC §2 auth guard: the login route is exempt; member-only and staff-only pages send others home;
 * signed-in staff, members and managers (not base auth) and all-non-stride users go from home to
 * updates. A guarded page whose session just ended (refused refresh, or no refresh token left) is an
 * auth check failure (SPEC §8): sign in again, or the configured error page for base-auth visits.
 */
import { MENU_PATHS, errorMessage } from '@stride/shared';
import { type MiddlewareFunction, data, redirect } from 'react-router';
import { authSessionContext } from '../lib/auth/context';
import { homeRedirectFor, isAllowed, routeAccessFor } from './rules';

/** Where an auth check failure sends the visit (SPEC §8). */
export function authFailureRedirect(
  session: { baseAuth: boolean; env: { AUTH_ERROR_REDIRECT: string } },
  url: URL,
): string {
  if (session.baseAuth) return session.env.AUTH_ERROR_REDIRECT;
  return `/login/?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` }).toString()}`;
}

export const authGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  const url = new URL(request.url);
  const access = routeAccessFor(url.pathname);
  if (access === 'exempt' || access === 'public') return;
  const session = context.get(authSessionContext);
  const user = await session.currentUser();

  if (access === 'home') {
    const target = homeRedirectFor(user, session);
    if (target) throw redirect(target);
    return;
  }
  if (isAllowed(access, user)) return;
  // A signed-in member whose user could not be fetched (the API is away) keeps the session and gets the
  // SPEC's 503 page, not a redirect that looks like being signed out (decision 023).
  if (!user && session.userUnavailable) {
    throw data(errorMessage(503), {
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
    });
  }
  const sessionEnded = session.loginRequired || session.authError?.isSessionExpired === true;
  throw redirect(sessionEnded ? authFailureRedirect(session, url) : MENU_PATHS.home);
};
