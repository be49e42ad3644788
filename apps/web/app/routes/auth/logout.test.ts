// @vitest-environment node
/**
 * Security suite (issue 14 case 4): the Logout button revokes the sign-in on the server first — on the
 * web and inside the native wrappers, which never reach the provider's logout page.
 */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authSessionContext } from '../../lib/auth/context';
import { sessionHarness } from '../../test/auth-session';
import { fakeJwt } from '../../test/jwt';
import { action } from './logout';

async function logoutAs(environment: string | null) {
  const { session, calls } = sessionHarness({
    cookie: `auth.strategy=authorizationCode; auth.access_token=${fakeJwt({ sub: '4', jti: 'j-1' })}; auth.refresh_token=r-live`,
  });
  const context = new RouterContextProvider();
  context.set(authSessionContext, session);
  const body = new URLSearchParams(environment ? { environment } : {});
  const request = new Request('https://stride.test/auth/logout/', {
    method: 'POST',
    headers: { origin: 'https://stride.test', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  // The route module's action only reads request and context.
  const response = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as Response;
  return { response, calls };
}

describe('POST /auth/logout/', () => {
  it('revokes the refresh token inside a native wrapper, then goes home', async () => {
    const { response, calls } = await logoutAs('android');
    expect(calls.revoked).toEqual(['r-live']);
    expect(response.headers.get('location')).toBe('/');
  });

  it('revokes the refresh token on the web, then ends the provider session with the token id', async () => {
    const { response, calls } = await logoutAs(null);
    expect(calls.revoked).toEqual(['r-live']);
    expect(response.headers.get('location')).toContain('/oauth/v2/logout?');
    expect(response.headers.get('location')).toContain('token_id=j-1');
  });
});
