// @vitest-environment node
import { AUTH_MESSAGES } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { buildApiUser, sessionHarness, setCookies } from '../../test/auth-session';
import { expiredJwt, fakeJwt } from '../../test/jwt';
import { TokenEndpointError } from './token-client.server';

const signedIn = (access: string, refresh = 'r-1') =>
  `auth.strategy=authorizationCode; auth.access_token=${access}; auth.refresh_token=${refresh}`;

describe('server auth session: reading and refreshing (SSR)', () => {
  it('leaves a valid signed-in session alone', async () => {
    const access = fakeJwt({ sub: '4' });
    const { session, calls } = sessionHarness({ cookie: signedIn(access) });
    await session.ensureFresh();
    expect(calls.refresh).toEqual([]);
    expect(await session.authorize()).toBe(access);
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('refreshes an expired access token before the page renders and re-sets both token cookies', async () => {
    const fresh = fakeJwt({ sub: '4' });
    const { session, calls } = sessionHarness({
      cookie: signedIn(expiredJwt({ sub: '4' }), 'r-1'),
      refresh: async () => ({ accessToken: fresh, refreshToken: 'r-2' }),
    });
    await session.ensureFresh();
    expect(calls.refresh).toEqual(['r-1']);
    const cookies = setCookies(session);
    expect(cookies['auth.access_token']).toContain(`auth.access_token=${fresh}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(cookies['auth.refresh_token']).toContain('auth.refresh_token=r-2;');
    expect(await session.authorize()).toBe(fresh);
  });

  it('ends the session when the refresh is refused: cookies cleared, Session expired shown once', async () => {
    const { session } = sessionHarness({
      cookie: signedIn(expiredJwt(), 'spent'),
      refresh: async () => {
        throw new TokenEndpointError(400, 'invalid_grant', 'grant request is invalid');
      },
    });
    await session.ensureFresh();
    expect(session.strategy()).toBe('clientCredentials');
    expect(session.authError).toEqual({ kind: 'auth', statusCode: 400, message: AUTH_MESSAGES.sessionExpired, isSessionExpired: true });
    const cookies = setCookies(session);
    for (const name of ['auth.strategy', 'auth.access_token', 'auth.refresh_token']) expect(cookies[name]).toContain('Max-Age=0');
    expect(await session.currentUser()).toBeNull();
  });

  it('drops a signed-in session that has no refresh token and asks guarded pages to sign in', async () => {
    const { session } = sessionHarness({ cookie: `auth.strategy=authorizationCode; auth.access_token=${expiredJwt()}` });
    await session.ensureFresh();
    expect(session.loginRequired).toBe(true);
    expect(session.hasUserTokens()).toBe(false);
  });

  it('knows base-auth visits by the header the web server sets', () => {
    expect(sessionHarness({ headers: { 'x-stride-base-auth': '1' } }).session.baseAuth).toBe(true);
    expect(sessionHarness().session.baseAuth).toBe(false);
  });
});

describe('server auth session: the user (SPEC §4)', () => {
  it('fetches the user once with the user token, maps roles from allRoles and sets the logged-in flag', async () => {
    const access = fakeJwt({ sub: '4' });
    const { session, calls } = sessionHarness({
      cookie: signedIn(access),
      userInfo: [() => Response.json(buildApiUser({ roles: ['ROLE_STAFF'], allRoles: ['ROLE_STAFF', 'ROLE_USER'] }))],
    });
    const [a, b] = await Promise.all([session.currentUser(), session.currentUser()]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ id: 4, roles: ['Staff', 'User'], serverRoles: ['ROLE_STAFF'] });
    expect(calls.userInfo).toEqual([`Bearer ${access}`]);
    expect(session.loggedIn).toBe(true);
  });

  it('never fetches a user for visitors', async () => {
    const { session, calls } = sessionHarness();
    expect(await session.currentUser()).toBeNull();
    expect(calls.userInfo).toEqual([]);
    expect(session.loggedIn).toBe(false);
  });

  it('refuses the user fetch under client credentials', async () => {
    const { session } = sessionHarness();
    await expect(session.fetchUser()).rejects.toThrow('Fetch user is not allowed for clientCredentials strategy');
  });

  it('silently resets on a 403', async () => {
    const { session } = sessionHarness({
      cookie: signedIn(fakeJwt()),
      userInfo: [() => Response.json({ code: 403, message: 'Forbidden' }, { status: 403 })],
    });
    expect(await session.currentUser()).toBeNull();
    expect(session.authError).toBeNull();
    expect(session.loggedIn).toBe(false);
    expect(setCookies(session)['auth.access_token']).toContain('Max-Age=0');
  });

  it('after a 401 (tokens cut by a logout elsewhere) refreshes once and retries', async () => {
    const cut = fakeJwt({ sub: '4' });
    const fresh = fakeJwt({ sub: '4' });
    const { session, calls } = sessionHarness({
      cookie: signedIn(cut, 'r-1'),
      userInfo: [() => Response.json({ code: 401, message: 'Access token revoked' }, { status: 401 }), () => Response.json(buildApiUser())],
      refresh: async () => ({ accessToken: fresh, refreshToken: 'r-2' }),
    });
    expect(await session.currentUser()).toMatchObject({ id: 4 });
    expect(calls.userInfo).toEqual([`Bearer ${cut}`, `Bearer ${fresh}`]);
    expect(calls.refresh).toEqual(['r-1']);
  });
});

describe('server auth session: the response', () => {
  it('adds its cookies to a response and keeps personal pages out of shared caches', () => {
    const { session } = sessionHarness({ cookie: signedIn(fakeJwt()) });
    session.setTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const response = session.commit(new Response('ok', { headers: { 'Cache-Control': 'public, max-age=60' } }));
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves anonymous responses cacheable and cookie-free', () => {
    const { session } = sessionHarness();
    const response = session.commit(new Response('ok', { headers: { 'Cache-Control': 'public, max-age=60' } }));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('copies a response whose headers are immutable', () => {
    const { session } = sessionHarness();
    session.setStrategy('authorizationCode');
    const response = session.commit(Response.redirect('https://stride.test/', 302));
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()[0]).toContain('auth.strategy=authorizationCode');
  });
});
