// @vitest-environment node
/**
 * A member whose user cannot be fetched because the API is away (issue 17, decision 023): member pages
 * answer the SPEC's 503 and keep the session, instead of redirecting home as if the member had signed out.
 */
import { errorMessage } from '@stride/shared';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authSessionContext } from '../lib/auth/context';
import { sessionHarness } from '../test/auth-session';
import { fakeJwt } from '../test/jwt';
import { authGuard } from './auth';

const signedIn = `auth.strategy=authorizationCode; auth.access_token=${fakeJwt({ sub: '4' })}; auth.refresh_token=r`;
const unavailable = () => Response.json({ code: 503, message: 'down' }, { status: 503 });

describe('auth guard while the API is away', () => {
  it('answers 503 on a member page and leaves the cookies alone', async () => {
    const harness = sessionHarness({ cookie: signedIn, userInfo: [unavailable] });
    const context = new RouterContextProvider();
    context.set(authSessionContext, harness.session);
    const request = new Request('https://stride.test/updates/');
    const thrown: unknown = await Promise.resolve(
      authGuard(
        { request, context, params: {}, url: new URL(request.url), pattern: '/updates/' },
        async () => new Response(),
      ),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ data: errorMessage(503), init: { status: 503 } });
    expect(harness.session.setCookieHeaders()).toEqual([]);
  });
});
