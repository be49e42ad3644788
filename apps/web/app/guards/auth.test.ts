// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildApiUser, sessionHarness } from '../test/auth-session';
import { fakeJwt } from '../test/jwt';
import { authSessionContext } from '../lib/auth/context';
import { authGuard } from './auth';

const signedIn = `auth.strategy=authorizationCode; auth.access_token=${fakeJwt({ sub: '4' })}; auth.refresh_token=r`;

async function guard(path: string, harness: ReturnType<typeof sessionHarness>): Promise<string | null> {
  const context = new RouterContextProvider();
  context.set(authSessionContext, harness.session);
  const request = new Request(`https://stride.test${path}`);
  try {
    await authGuard({ request, context, params: {}, url: new URL(request.url), pattern: path }, async () => new Response());
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

const member = () => sessionHarness({ cookie: signedIn });
const plainUser = () =>
  sessionHarness({ cookie: signedIn, userInfo: [() => Response.json(buildApiUser({ roles: ['ROLE_USER'], allRoles: ['ROLE_USER'] }))] });
const staff = () =>
  sessionHarness({ cookie: signedIn, userInfo: [() => Response.json(buildApiUser({ roles: ['ROLE_STAFF'], allRoles: ['ROLE_STAFF', 'ROLE_USER'] }))] });

describe('auth guard', () => {
  it('leaves the login route and public pages alone without fetching anyone', async () => {
    const harness = member();
    expect(await guard('/login/', harness)).toBeNull();
    expect(await guard('/horses/', harness)).toBeNull();
    expect(harness.calls.userInfo).toEqual([]);
  });

  it('sends visitors and plain users home from member-only and staff-only pages', async () => {
    expect(await guard('/updates/', sessionHarness())).toBe('/');
    expect(await guard('/messages/', plainUser())).toBe('/');
    expect(await guard('/write-a-post/', member())).toBe('/');
    expect(await guard('/settings/', sessionHarness())).toBe('/');
  });

  it('lets the right people in', async () => {
    expect(await guard('/updates/', member())).toBeNull();
    expect(await guard('/write-a-post/', staff())).toBeNull();
    expect(await guard('/settings/', plainUser())).toBeNull();
  });

  it('sends signed-in members from home to updates, not base-auth visits', async () => {
    expect(await guard('/', member())).toBe('/updates/');
    expect(await guard('/', plainUser())).toBeNull();
    expect(await guard('/', sessionHarness({ cookie: signedIn, headers: { 'x-stride-base-auth': '1' } }))).toBeNull();
  });

  it('on a session that just ended sends guarded pages to sign in again, base-auth visits to the error redirect', async () => {
    const ended = () => {
      const harness = sessionHarness();
      harness.session.loginRequired = true;
      return harness;
    };
    expect(await guard('/updates/12/?tab=comments', ended())).toBe('/login/?redirect=%2Fupdates%2F12%2F%3Ftab%3Dcomments');
    const baseAuth = sessionHarness({ headers: { 'x-stride-base-auth': '1' }, env: { AUTH_ERROR_REDIRECT: '/maintenance/' } });
    baseAuth.session.loginRequired = true;
    expect(await guard('/updates/', baseAuth)).toBe('/maintenance/');
  });
});
