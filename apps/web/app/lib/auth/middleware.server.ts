/**
 * First middleware of every request: opens the request's auth session from the cookies, refreshes an
 * expired access token before anything renders, and puts the session's cookies (and the no-store rule
 * for personal pages) on whatever response comes back, redirects included.
 */
import type { MiddlewareFunction } from 'react-router';
import { authSessionContext } from './context';
import type { ServerAuthSession } from './server-session.server';
import { createServerAuthSession } from './services.server';

/** Builds the middleware around a session factory (tests inject their own). */
export function createAuthSessionMiddleware(
  createSession: (request: Request) => ServerAuthSession = createServerAuthSession,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const session = createSession(request);
    context.set(authSessionContext, session);
    await session.ensureFresh();
    try {
      return session.commit(await next());
    } catch (thrown) {
      // React Router turns thrown responses into results itself; this only guards against a change there.
      if (thrown instanceof Response) return session.commit(thrown);
      throw thrown;
    }
  };
}

/** The app's session middleware (root route, before the guards). */
export const authSessionMiddleware = createAuthSessionMiddleware();
