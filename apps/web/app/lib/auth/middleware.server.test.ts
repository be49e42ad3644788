// @vitest-environment node
import { RouterContextProvider, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionHarness } from '../../test/auth-session';
import { expiredJwt, fakeJwt } from '../../test/jwt';
import { authSessionContext } from './context';
import { createAuthSessionMiddleware } from './middleware.server';

function run(cookie: string, next: () => Promise<Response>, refreshed = fakeJwt({ sub: '4' })) {
  const { session } = sessionHarness({ cookie, refresh: async () => ({ accessToken: refreshed, refreshToken: 'r-2' }) });
  const middleware = createAuthSessionMiddleware(() => session);
  const context = new RouterContextProvider();
  const request = new Request('https://stride.test/updates/');
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/updates/' };
  return { session, context, result: middleware(args, next) };
}

describe('auth session middleware', () => {
  it('opens the session for loaders, refreshes before them, and puts the cookies on the page response', async () => {
    let seenByLoader: string | null = null;
    const { context, result, session } = run(
      `auth.strategy=authorizationCode; auth.access_token=${expiredJwt()}; auth.refresh_token=r-1`,
      async () => {
        seenByLoader = context.get(authSessionContext).accessToken();
        return new Response('<html>');
      },
    );
    const response = (await result) as Response;
    expect(seenByLoader).toBe(session.accessToken());
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['auth.access_token', 'auth.refresh_token']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('puts the cookies on redirects too', async () => {
    const { result } = run(`auth.strategy=authorizationCode; auth.access_token=${expiredJwt()}; auth.refresh_token=r-1`, async () => {
      throw redirect('/');
    });
    const response = (await result) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});
