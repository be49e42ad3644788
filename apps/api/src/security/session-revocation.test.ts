/**
 * Security suite (issue 14 cases 4, 5, 6; ASVS 5.0 V7.4.1, V7.4.3, V10.4.5 / RFC 9700 §4.14.2): logout and
 * revocation are server-side facts. Logout by token id or by access token, without the provider's cookie,
 * ends that sign-in: its refresh token, its access tokens and its open sockets.
 */
import { decodeJwtPayload } from '@stride/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildUser } from '../test/factories.js';
import { TEST_REDIRECT_URI, browserFor, exchangeCode, signIn, tokenRequest, type Browser } from '../test/oauth-flow.js';
import { closeSockets, connectSocket, listenWithRealtime } from '../test/realtime.js';

const PASSWORD = 'Gallop#Home2024';
const EMAIL = 'revoke-me@example.com';
let base: string;
let socketUrl: string;

beforeAll(async () => {
  const { app, db } = await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
  ({ url: socketUrl } = await listenWithRealtime(app));
  base = (await browserFor(app)).base;
  await buildUser(db, { email: EMAIL, passwordHash: await hashPassword(PASSWORD), roles: ['ROLE_USER'] });
});
afterAll(() => closeSockets());

async function signedIn(): Promise<{ browser: Browser; access: string; refresh: string }> {
  const { app } = await getTestApp();
  const browser = await browserFor(app);
  const { code, verifier } = await signIn(browser, { email: EMAIL, password: PASSWORD });
  const tokens = await exchangeCode(browser, code, verifier);
  expect(tokens.status).toBe(200);
  return { browser, access: String(tokens.body.access_token), refresh: String(tokens.body.refresh_token) };
}

const userInfo = (token: string) =>
  fetch(`${base}/oauth/v2/user-info`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

const refreshWith = (browser: Browser, refresh: string) =>
  tokenRequest(browser, { grant_type: 'refresh_token', client_id: 'stride-web', redirect_uri: TEST_REDIRECT_URI, refresh_token: refresh });

/** GET /oauth/v2/logout from a client with no provider cookie at all (a wrapper, another browser). */
function logoutWithoutCookie(query: Record<string, string>, headers: Record<string, string> = {}) {
  const q = new URLSearchParams({ redirect_uri: 'http://localhost:3000/', ...query });
  return fetch(`${base}/oauth/v2/logout?${q.toString()}`, { headers, redirect: 'manual' });
}

describe('logout without the provider cookie', () => {
  it('by token id revokes that sign-in: access token, refresh token and socket', async () => {
    const { browser, access, refresh } = await signedIn();
    const socket = await connectSocket(socketUrl, access);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await userInfo(access)).toBe(200);

    const out = await logoutWithoutCookie({ token_id: String(decodeJwtPayload(access)!.jti) });
    expect(out.status).toBe(303);

    expect(await userInfo(access)).toBe(401);
    expect((await refreshWith(browser, refresh)).body.error).toBe('invalid_grant');
    expect(await closed).toBe('io server disconnect');
  });

  it('by the access token in the Authorization header (the web server, the wrappers) does the same', async () => {
    const { browser, access, refresh } = await signedIn();
    const other = await signedIn();
    const out = await logoutWithoutCookie({}, { authorization: `Bearer ${access}` });
    expect(out.status).toBe(303);
    expect(await userInfo(access)).toBe(401);
    expect((await refreshWith(browser, refresh)).body.error).toBe('invalid_grant');
    // Another device's sign-in lives on: it refreshes and carries on.
    const renewed = await refreshWith(other.browser, other.refresh);
    expect(renewed.status).toBe(200);
    expect(await userInfo(String(renewed.body.access_token))).toBe(200);
  });

  it('with an unknown token id revokes nothing and still returns to the allowed URI', async () => {
    const { access } = await signedIn();
    expect((await logoutWithoutCookie({ token_id: 'not-a-token-id' })).status).toBe(303);
    expect(await userInfo(access)).toBe(200);
  });
});

describe('refresh-token reuse (RFC 9700 §4.14.2)', () => {
  it("refuses the revoked grant's access tokens at once and closes its sockets", async () => {
    const { browser, access, refresh } = await signedIn();
    const first = await refreshWith(browser, refresh);
    expect(first.status).toBe(200);
    const latest = String(first.body.access_token);
    const socket = await connectSocket(socketUrl, latest);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const replay = await refreshWith(browser, refresh);
    expect(replay.body.error).toBe('invalid_grant');
    expect(await closed).toBe('io server disconnect');
    expect(await userInfo(latest)).toBe(401);
    expect(await userInfo(access)).toBe(401);
  });
});
