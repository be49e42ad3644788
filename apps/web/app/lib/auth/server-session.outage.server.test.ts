// @vitest-environment node
/**
 * Infrastructure hiccups never sign a member out (issue 17, decision 023): a user fetch or a refresh that
 * meets a 5xx or no answer at all is retried with the SPEC's backoff and, when it still fails, leaves the
 * session's cookies alone — only an answer that says "no" (401/403, invalid_grant) ends a session.
 */
import { describe, expect, it } from 'vitest';
import { buildApiUser, sessionHarness } from '../../test/auth-session';
import { expiredJwt, fakeJwt } from '../../test/jwt';
import { TokenEndpointError } from './token-client.server';

const signedIn = (access: string, refresh = 'r-1') =>
  `auth.strategy=authorizationCode; auth.access_token=${access}; auth.refresh_token=${refresh}`;
const unavailable = () =>
  Response.json({ code: 503, message: 'down' }, { status: 503, headers: { 'retry-after': '5' } });

describe('server auth session during an outage', () => {
  it('retries a user fetch that met 503s and gets the user once the API is back', async () => {
    const { session, calls } = sessionHarness({
      cookie: signedIn(fakeJwt({ sub: '4' })),
      userInfo: [unavailable, unavailable, () => Response.json(buildApiUser())],
    });
    expect(await session.currentUser()).toMatchObject({ id: 4 });
    expect(calls.userInfo).toHaveLength(3);
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('keeps the cookies when the user fetch keeps failing: the page renders, the session survives', async () => {
    const { session } = sessionHarness({ cookie: signedIn(fakeJwt({ sub: '4' })), userInfo: [unavailable] });
    expect(await session.currentUser()).toBeNull();
    expect(session.setCookieHeaders()).toEqual([]);
    expect(session.strategy()).toBe('authorizationCode');
    expect(session.authError).toBeNull();
  });

  it('keeps the cookies when a refresh gets a 5xx or no answer', async () => {
    for (const status of [503, 0]) {
      const { session } = sessionHarness({
        cookie: signedIn(expiredJwt({ sub: '4' })),
        refresh: async () => {
          throw new TokenEndpointError(status, null, null);
        },
      });
      await session.ensureFresh();
      expect(session.setCookieHeaders()).toEqual([]);
      expect(session.strategy()).toBe('authorizationCode');
      expect(session.hasUserTokens()).toBe(true);
    }
  });
});
