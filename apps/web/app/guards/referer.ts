/**
 * SPEC §2 referer guard: remembers where a sign-in should return to — the `redirect` query of /login/ or
 * /register/, else the page the visitor came from (Referer) — as a safe local path.
 */
import type { MiddlewareFunction } from 'react-router';
import { authSessionContext, returnToContext } from '../lib/auth/context';
import { safeReturnPath } from '../lib/auth/return-path';

const SIGN_IN_PATHS = ['/login/', '/register/'];

/** The return path a sign-in started by this request should use, or null. */
export function returnPathFor(request: Request, webOrigin: string): string | null {
  const url = new URL(request.url);
  return (
    safeReturnPath(url.searchParams.get('redirect'), webOrigin) ??
    safeReturnPath(request.headers.get('referer'), webOrigin)
  );
}

export const refererGuard: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!SIGN_IN_PATHS.includes(new URL(request.url).pathname)) return;
  context.set(returnToContext, returnPathFor(request, context.get(authSessionContext).env.WEB_ORIGIN));
};
