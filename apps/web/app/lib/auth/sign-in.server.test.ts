// @vitest-environment node
import { AUTH_MESSAGES, codeChallenge } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { sessionHarness, setCookies } from '../../test/auth-session';
import { fakeJwt } from '../../test/jwt';
import { SignInCallbackError } from './errors';
import { beginSignIn, completeSignIn, isSignInCallback, logout } from './sign-in.server';
import { TokenEndpointError } from './token-client.server';

function pendingCookie(state: string, verifier = 'v'.repeat(56), returnTo: string | null = null) {
  return `auth.strategy=authorizationCode; auth.pkce=${encodeURIComponent(JSON.stringify({ state, verifier, returnTo }))}`;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('starting a sign-in (login and register)', () => {
  it('resets the session, switches to the code grant and redirects to /login on the API with PKCE', async () => {
    const { session } = sessionHarness({ cookie: `auth.strategy=authorizationCode; auth.access_token=${fakeJwt()}; auth.refresh_token=r` });
    const response = await beginSignIn(session, 'login', '/syndicates/emerald/');
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://api.stride.test/login');
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      client_id: 'stride-web',
      redirect_uri: 'https://stride.test/login/',
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[A-Za-z0-9]{10}$/);
    const pending = session.pendingSignIn()!;
    expect(pending).toMatchObject({ state: query.state, returnTo: '/syndicates/emerald/' });
    expect(query.code_challenge).toBe(await codeChallenge(pending.verifier));
    const cookies = setCookies(session);
    expect(cookies['auth.access_token']).toContain('Max-Age=0');
    expect(cookies['auth.strategy']).toContain('auth.strategy=authorizationCode');
    expect(cookies['auth.pkce']).toMatch(/HttpOnly/);
    expect(cookies['auth.pkce']).toMatch(/Max-Age=900/);
  });

  it('sends registration to /register on the API', async () => {
    const { session } = sessionHarness();
    const response = await beginSignIn(session, 'register', null);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/register');
  });

  it("reports 'Client id is not defined' when no client id is configured", async () => {
    const { session } = sessionHarness({ env: { OAUTH_CLIENT_ID: '' } });
    const error = await failure(() => beginSignIn(session, 'login', null));
    expect(error).toBeInstanceOf(SignInCallbackError);
    expect((error as Error).message).toBe(AUTH_MESSAGES.clientIdUndefined);
  });
});

describe('the sign-in callback (SPEC §5)', () => {
  const callback = (query: string) => new URL(`https://stride.test/login/?${query}`);

  it('is recognised by code, state or error in the query', () => {
    expect(isSignInCallback(callback('code=c&state=s'))).toBe(true);
    expect(isSignInCallback(callback('error=access_denied'))).toBe(true);
    expect(isSignInCallback(new URL('https://stride.test/login/?redirect=/x/'))).toBe(false);
  });

  it("requires a code: 'No code parameter in oauth code callback'", async () => {
    const { session } = sessionHarness({ cookie: pendingCookie('abcdefghij') });
    expect(await failure(() => completeSignIn(session, callback('state=abcdefghij')))).toMatchObject({
      message: AUTH_MESSAGES.noCodeParameter,
    });
  });

  it("requires the saved state: 'Pkce state values does not match'", async () => {
    const { session } = sessionHarness({ cookie: pendingCookie('abcdefghij') });
    expect(await failure(() => completeSignIn(session, callback('code=c&state=zzzzzzzzzz')))).toMatchObject({
      message: AUTH_MESSAGES.stateMismatch,
    });
    const { session: noPending } = sessionHarness();
    expect(await failure(() => completeSignIn(noPending, callback('code=c&state=abcdefghij')))).toMatchObject({
      message: AUTH_MESSAGES.stateMismatch,
    });
  });

  it("requires a client id: 'Client id is not defined'", async () => {
    const { session } = sessionHarness({ cookie: pendingCookie('abcdefghij'), env: { OAUTH_CLIENT_ID: '' } });
    expect(await failure(() => completeSignIn(session, callback('code=c&state=abcdefghij')))).toMatchObject({
      message: AUTH_MESSAGES.clientIdUndefined,
    });
  });

  it('is not allowed under client credentials', async () => {
    const pkceOnly = `auth.pkce=${encodeURIComponent(JSON.stringify({ state: 'abcdefghij', verifier: 'v' }))}`;
    const { session } = sessionHarness({ cookie: pkceOnly });
    expect(await failure(() => completeSignIn(session, callback('code=c&state=abcdefghij')))).toMatchObject({
      message: 'Callback is not allowed for clientCredentials strategy',
    });
  });

  it('exchanges the code with the saved verifier, stores the tokens, fetches the user and goes to updates', async () => {
    const access = fakeJwt({ sub: '4' });
    const { session, calls } = sessionHarness({
      cookie: pendingCookie('abcdefghij', 'my-verifier'),
      exchangeCode: async () => ({ accessToken: access, refreshToken: 'r-1' }),
    });
    const response = await completeSignIn(session, callback('code=the-code&state=abcdefghij'));
    expect(response.headers.get('location')).toBe('/updates/');
    expect(calls.exchange).toEqual([{ code: 'the-code', codeVerifier: 'my-verifier', redirectUri: 'https://stride.test/login/' }]);
    expect(calls.userInfo).toEqual([`Bearer ${access}`]);
    expect(session.loggedIn).toBe(true);
    const cookies = setCookies(session);
    expect(cookies['auth.access_token']).toContain(access);
    expect(cookies['auth.refresh_token']).toContain('auth.refresh_token=r-1;');
    expect(cookies['auth.pkce']).toContain('Max-Age=0');
  });

  it('returns to the page the visitor came from', async () => {
    const { session } = sessionHarness({ cookie: pendingCookie('abcdefghij', 'v', '/horses/5/') });
    const response = await completeSignIn(session, callback('code=c&state=abcdefghij'));
    expect(response.headers.get('location')).toBe('/horses/5/');
  });

  it('lands a user whose fetch answers 403 at home, signed out', async () => {
    const { session } = sessionHarness({
      cookie: pendingCookie('abcdefghij'),
      userInfo: [() => Response.json({ code: 403, message: 'Forbidden' }, { status: 403 })],
    });
    const response = await completeSignIn(session, callback('code=c&state=abcdefghij'));
    expect(response.headers.get('location')).toBe('/');
    expect(session.loggedIn).toBe(false);
    expect(session.hasUserTokens()).toBe(false);
  });

  it('reports a refused code as an auth error with the server message', async () => {
    const { session } = sessionHarness({
      cookie: pendingCookie('abcdefghij'),
      exchangeCode: async () => {
        throw new TokenEndpointError(400, 'invalid_grant', 'grant request is invalid');
      },
    });
    expect(await failure(() => completeSignIn(session, callback('code=c&state=abcdefghij')))).toMatchObject({
      kind: 'auth',
      statusCode: 400,
    });
  });

  it("shows the provider's own error", async () => {
    const { session } = sessionHarness({ cookie: pendingCookie('abcdefghij') });
    expect(
      await failure(() => completeSignIn(session, callback('error=access_denied&error_description=End-User+aborted&state=abcdefghij'))),
    ).toMatchObject({ message: 'End-User aborted' });
  });
});

describe('logout (SPEC §4)', () => {
  it('resets, goes back to client credentials and sends the browser to the provider logout with the token id', () => {
    const access = fakeJwt({ sub: '4', jti: 'token-42' });
    const { session } = sessionHarness({ cookie: `auth.strategy=authorizationCode; auth.access_token=${access}; auth.refresh_token=r` });
    const response = logout(session, { native: false });
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://api.stride.test/oauth/v2/logout');
    expect(Object.fromEntries(location.searchParams)).toEqual({ redirect_uri: 'https://stride.test/', token_id: 'token-42' });
    expect(session.strategy()).toBe('clientCredentials');
    const cookies = setCookies(session);
    for (const name of ['auth.strategy', 'auth.access_token', 'auth.refresh_token']) expect(cookies[name]).toContain('Max-Age=0');
  });

  it('inside the native apps only resets and goes home (the app is messaged by the page)', () => {
    const { session } = sessionHarness({ cookie: `auth.strategy=authorizationCode; auth.access_token=${fakeJwt()}` });
    expect(logout(session, { native: true }).headers.get('location')).toBe('/');
  });

  it('is not allowed under client credentials', () => {
    const { session } = sessionHarness();
    expect(() => logout(session, { native: false })).toThrow('Logout is not allowed for clientCredentials strategy');
  });
});
