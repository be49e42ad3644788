import { isEnvironment, isNativeEnvironment } from '@stride/shared';
import { redirect } from 'react-router';
import { authSessionContext } from '../../lib/auth/context';
import { NotAllowedForStrategyError } from '../../lib/auth/errors';
import { logout } from '../../lib/auth/sign-in.server';
import { isSameOriginPost } from '../../lib/auth/same-origin.server';
import type { Route } from './+types/logout';

/**
 * POST /auth/logout/ (the Logout buttons): SPEC §4 logout. A form from another site is refused; a
 * session that is already anonymous has nothing to end and simply goes home. The sign-in is revoked on the
 * server first (the wrappers never reach the provider's logout page; a browser might not either).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(authSessionContext);
  if (!isSameOriginPost(request, session.env.WEB_ORIGIN)) {
    return new Response('Forbidden', { status: 403 });
  }
  const form = await request.formData();
  const environment = form.get('environment');
  const native = isEnvironment(environment) && isNativeEnvironment(environment);
  try {
    // Clients-credential sessions have nothing to revoke; logout() refuses them below.
    await session.revokeSignIn();
    return logout(session, { native });
  } catch (error) {
    if (error instanceof NotAllowedForStrategyError) return redirect('/');
    throw error;
  }
}

/** GET is not a way to log out (it would let any link do it). */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
