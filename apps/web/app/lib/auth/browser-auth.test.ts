import { describe, expect, it, vi } from 'vitest';
import { expiredJwt, fakeJwt } from '../../test/jwt';
import { createBrowserAuth } from './browser-auth';
import { UnauthorizedRequestCanceled } from './errors';

type Answer = () => Response;

function browserHarness(options: {
  loggedIn: boolean;
  strategy?: string;
  session?: Answer[];
  token?: Answer[];
}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const session = [...(options.session ?? [])];
  const token = [...(options.token ?? [])];
  const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const queue = url === '/auth/token/' ? session : token;
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  }) as typeof fetch;
  const startLogin = vi.fn();
  const auth = createBrowserAuth({
    apiUrl: 'https://api.stride.test',
    clientId: 'stride-web',
    isLoggedIn: () => options.loggedIn,
    readCookies: () => `auth.strategy=${options.strategy ?? (options.loggedIn ? 'authorizationCode' : '')}`,
    startLogin,
    fetch: fetchStub,
  });
  return { auth, calls, startLogin };
}

describe('browser auth client (same SPEC §4 rules as the server)', () => {
  it('gets a signed-in user token from the web server (the refresh token never reaches scripts) and keeps it in memory', async () => {
    const access = fakeJwt({ sub: '4' });
    const { auth, calls } = browserHarness({
      loggedIn: true,
      session: [() => Response.json({ accessToken: access })],
    });
    expect(await auth.authorize()).toBe(access);
    expect(await auth.authorize()).toBe(access);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/auth/token/',
      init: { method: 'POST', credentials: 'same-origin' },
    });
  });

  it('asks the server again once the in-memory token expired or the API refused it', async () => {
    const first = fakeJwt({ sub: '4' });
    const second = fakeJwt({ sub: '4' });
    const { auth, calls } = browserHarness({
      loggedIn: true,
      session: [() => Response.json({ accessToken: first }), () => Response.json({ accessToken: second })],
    });
    expect(await auth.authorize()).toBe(first);
    expect(await auth.invalidate(first)).toBe(true);
    expect(await auth.authorize()).toBe(second);
    expect(calls).toHaveLength(2);
  });

  it('names the token the API refused when it asks again, so the server refreshes instead of handing it back', async () => {
    const cut = fakeJwt({ sub: '4' });
    const fresh = fakeJwt({ sub: '4' });
    const { auth, calls } = browserHarness({
      loggedIn: true,
      session: [
        () => Response.json({ accessToken: cut }),
        () => Response.json({ accessToken: fresh }),
        () => Response.json({ accessToken: fresh }),
      ],
    });
    expect(await auth.authorize()).toBe(cut);
    await auth.invalidate(cut);
    expect(await auth.authorize()).toBe(fresh);
    await auth.invalidate(fresh);
    await auth.invalidate('a token of an earlier request');
    await auth.authorize();
    expect(calls.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      {},
      { refused: cut },
      { refused: fresh },
    ]);
  });

  it('starts a sign-in and cancels the request when the server has no refresh token left', async () => {
    const { auth, startLogin } = browserHarness({
      loggedIn: true,
      session: [() => Response.json({ error: 'login_required' }, { status: 401 })],
    });
    await expect(auth.authorize()).rejects.toBeInstanceOf(UnauthorizedRequestCanceled);
    expect(startLogin).toHaveBeenCalledTimes(1);
  });

  it('resets and reports "Your login session was expired." when the server refresh was refused', async () => {
    const { auth, calls } = browserHarness({
      loggedIn: true,
      session: [
        () =>
          Response.json(
            { error: 'session_expired', message: 'Your login session was expired.' },
            { status: 401 },
          ),
      ],
      token: [() => Response.json({ access_token: fakeJwt({ roles: ['ROLE_UNAUTH'] }) })],
    });
    await expect(auth.authorize()).rejects.toMatchObject({
      kind: 'auth',
      isSessionExpired: true,
      message: 'Your login session was expired.',
    });
    // Reset: the next request is a visitor's.
    await auth.authorize();
    expect(calls.map((c) => c.url)).toEqual(['/auth/token/', 'https://api.stride.test/oauth/v2/token']);
  });

  it('gives visitors an anonymous token from the API token endpoint, reused until it expires', async () => {
    const anonymous = fakeJwt({ roles: ['ROLE_UNAUTH'] });
    const { auth, calls } = browserHarness({
      loggedIn: false,
      token: [() => Response.json({ access_token: anonymous })],
    });
    expect(await auth.authorize()).toBe(anonymous);
    expect(await auth.authorize()).toBe(anonymous);
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.init.body)).toBe('grant_type=client_credentials&client_id=stride-web');
  });

  it('fails with an auth error when no anonymous token can be had, and cancels on an unusable one', async () => {
    const refused = browserHarness({
      loggedIn: false,
      token: [
        () =>
          Response.json(
            { error: 'invalid_client', error_description: 'client authentication failed' },
            { status: 401 },
          ),
      ],
    });
    await expect(refused.auth.authorize()).rejects.toMatchObject({
      kind: 'auth',
      message: 'client authentication failed',
    });
    const stale = browserHarness({
      loggedIn: false,
      token: [() => Response.json({ access_token: expiredJwt() })],
    });
    await expect(stale.auth.authorize()).rejects.toBeInstanceOf(UnauthorizedRequestCanceled);
  });
});
