// @vitest-environment node
/**
 * POST /auth/token/ when the API refused the page's token before it expired: a logout on another device
 * or a password change moves the user's token version, which cuts every access token of the user while
 * the cookie's copy still looks valid. Handing it back made every retry of the page fail with
 * "Access token revoked" until it expired (up to ACCESS_TOKEN_TTL_SECONDS, 15 minutes by default).
 */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authSessionContext } from '../../lib/auth/context';
import { sessionHarness, setCookies } from '../../test/auth-session';
import { fakeJwt } from '../../test/jwt';
import { action } from './token';

const cut = fakeJwt({ sub: '4' });
const fresh = fakeJwt({ sub: '4' });

async function askForToken(body?: unknown) {
  const { session, calls } = sessionHarness({
    cookie: `auth.strategy=authorizationCode; auth.access_token=${cut}; auth.refresh_token=r-live`,
    refresh: async () => ({ accessToken: fresh, refreshToken: 'r-next' }),
  });
  const context = new RouterContextProvider();
  context.set(authSessionContext, session);
  const request = new Request('https://stride.test/auth/token/', {
    method: 'POST',
    headers: { origin: 'https://stride.test', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // The route module's action only reads request and context.
  const response = (await action({ request, context, params: {} } as unknown as Parameters<
    typeof action
  >[0])) as Response;
  return { answer: (await response.json()) as { accessToken?: string }, calls, cookies: setCookies(session) };
}

describe('POST /auth/token/', () => {
  it('hands back the cookie’s unexpired token without refreshing', async () => {
    const { answer, calls } = await askForToken();
    expect(answer.accessToken).toBe(cut);
    expect(calls.refresh).toEqual([]);
  });

  it('refreshes when the browser says the API refused that very token, and re-sets the cookies', async () => {
    const { answer, calls, cookies } = await askForToken({ refused: cut });
    expect(answer.accessToken).toBe(fresh);
    expect(calls.refresh).toEqual(['r-live']);
    expect(cookies['auth.access_token']).toContain(fresh);
  });

  it('does not refresh for a refused token the cookie no longer holds (another request replaced it)', async () => {
    const { answer, calls } = await askForToken({ refused: fakeJwt({ sub: '4' }) });
    expect(answer.accessToken).toBe(cut);
    expect(calls.refresh).toEqual([]);
  });
});
