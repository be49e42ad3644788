/**
 * The authorization server end to end over real HTTP: the SPEC §7 grants, and the RFC 9700 attacks each
 * refused (PKCE missing or wrong, code replay, inexact redirect URI, `plain` PKCE, refresh-token reuse).
 */
import { codeChallenge, decodeJwtPayload, generateCodeVerifier } from '@stride/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildMembership, buildSyndicate, buildUser, buildHorse } from '../test/factories.js';
import {
  TEST_REDIRECT_URI,
  browserFor,
  exchangeCode,
  followToClient,
  postForm,
  signIn,
  startSignIn,
  tokenRequest,
  type Browser,
} from '../test/oauth-flow.js';

const PASSWORD = 'Gallop#Home2024';
let browser: Browser;
let member: { id: number; email: string };

beforeAll(async () => {
  const { app, db } = await getTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
  browser = await browserFor(app);
  const user = await buildUser(db, { email: 'Rider@Example.com', passwordHash: await hashPassword(PASSWORD), roles: ['ROLE_MEMBER', 'ROLE_USER'] });
  const syndicate = await buildSyndicate(db, { name: 'Barrow Bend', themeColour: '#123456', stride: false });
  await buildMembership(db, { userId: user.id, syndicateId: syndicate.id });
  await buildHorse(db, { syndicateId: syndicate.id, name: 'Quiet Storm' });
  member = { id: user.id, email: 'rider@example.com' };
});

async function freshBrowser(): Promise<Browser> {
  const { app } = await getTestApp();
  return browserFor(app);
}

async function signedInTokens() {
  const b = await freshBrowser();
  const { code, verifier } = await signIn(b, { email: member.email, password: PASSWORD });
  const tokens = await exchangeCode(b, code, verifier);
  expect(tokens.status).toBe(200);
  return { browser: b, access: String(tokens.body.access_token), refresh: String(tokens.body.refresh_token) };
}

function api(path: string, token: string) {
  return fetch(`${browser.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('client credentials (anonymous visitors)', () => {
  it('gives a JWT with no subject whose only role is ROLE_UNAUTH, good for public reads only', async () => {
    const { status, body } = await tokenRequest(browser, { grant_type: 'client_credentials', client_id: 'stride-web' });
    expect(status).toBe(200);
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toBeUndefined();
    const token = String(body.access_token);
    expect(token.split('.')).toHaveLength(3);
    const claims = decodeJwtPayload(token)!;
    expect(claims.sub).toBeUndefined();
    expect(claims.roles).toEqual(['ROLE_UNAUTH']);
    expect(claims.iss).toBe('http://api.test/oauth/v2');
    expect(claims.aud).toBe('http://api.test/api');
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp).toBe((claims.iat as number) + 900);

    expect((await api('/api/horses', token)).status).toBe(200);
    expect((await api('/api/get-user-roles', token)).status).toBe(403);
    expect((await api('/oauth/v2/user-info', token)).status).toBe(403);
  });

  it('answers the web origin cross-origin and refuses other origins', async () => {
    const call = (origin: string) =>
      fetch(`${browser.base}/oauth/v2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: 'grant_type=client_credentials&client_id=stride-web',
      });
    const web = await call('http://localhost:3000');
    expect(web.status).toBe(200);
    expect(web.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const evil = await call('https://evil.example');
    expect(evil.status).toBe(400);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an unknown client', async () => {
    const { status, body } = await tokenRequest(browser, { grant_type: 'client_credentials', client_id: 'evil' });
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_client');
  });
});

describe('authorization code with PKCE', () => {
  it('signs in through /login and returns code and state to the registered redirect URI', async () => {
    const b = await freshBrowser();
    const started = await startSignIn(b);
    expect(started.interaction).toMatch(/^\/oauth\/v2\/interaction\/[\w-]+$/);
    expect(started.page).toContain('<h1>Log in</h1>');
    const back = await followToClient(b, await postForm(b, started.interaction, 'login', { email: 'RIDER@example.COM', password: PASSWORD }));
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(started.state);

    const tokens = await exchangeCode(b, back.searchParams.get('code')!, started.verifier);
    expect(tokens.status).toBe(200);
    const claims = decodeJwtPayload(String(tokens.body.access_token))!;
    expect(claims.sub).toBe(String(member.id));
    expect(typeof claims.jti).toBe('string');
    expect(typeof claims.exp).toBe('number');
    expect(String(tokens.body.refresh_token)).not.toBe('');
  });

  it('answers user-info with the profile, syndicates, horses and the token id', async () => {
    const { access } = await signedInTokens();
    const res = await api('/oauth/v2/user-info', access);
    expect(res.status).toBe(200);
    const me = (await res.json()) as Record<string, unknown> & { syndicates: unknown[]; horses: { name: string }[] };
    expect(me).toMatchObject({ id: member.id, email: 'Rider@Example.com', roles: ['ROLE_MEMBER', 'ROLE_USER'], allRoles: ['ROLE_MEMBER', 'ROLE_USER'] });
    expect(me.syndicates).toEqual([
      expect.objectContaining({ name: 'Barrow Bend', stride: false, themeColour: '#123456', themeFont: expect.any(String) }),
    ]);
    expect(me.horses.map((h) => h.name)).toEqual(['Quiet Storm']);
    expect(me.jti).toBe(decodeJwtPayload(access)!.jti);

    const roles = await api('/api/get-user-roles', access);
    expect(await roles.json()).toEqual({ allRoles: ['ROLE_MEMBER', 'ROLE_USER'] });
  });

  it('refuses the exchange without a code_verifier, or with a wrong one', async () => {
    const b = await freshBrowser();
    const missing = await signIn(b, { email: member.email, password: PASSWORD });
    const noVerifier = await tokenRequest(b, { grant_type: 'authorization_code', client_id: 'stride-web', code: missing.code, redirect_uri: TEST_REDIRECT_URI });
    expect(noVerifier.status).toBe(400);
    expect(noVerifier.body.error).toBe('invalid_grant');

    const other = await freshBrowser();
    const wrong = await signIn(other, { email: member.email, password: PASSWORD });
    const bad = await exchangeCode(other, wrong.code, generateCodeVerifier());
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_grant');
  });

  it('refuses a code used twice', async () => {
    const b = await freshBrowser();
    const { code, verifier } = await signIn(b, { email: member.email, password: PASSWORD });
    expect((await exchangeCode(b, code, verifier)).status).toBe(200);
    const again = await exchangeCode(b, code, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses a redirect URI that is not exactly registered', async () => {
    const b = await freshBrowser();
    for (const uri of ['http://localhost:3000/login', 'http://localhost:3000/login/?x=1', 'http://evil.example/login/', 'http://localhost:3000/login/evil']) {
      const query = new URLSearchParams({
        client_id: 'stride-web',
        redirect_uri: uri,
        response_type: 'code',
        state: 'abcdefghij',
        code_challenge: await codeChallenge(generateCodeVerifier()),
      });
      const start = await b.fetch(`/login?${query.toString()}`);
      const authorize = await b.fetch(start.headers.get('location')!);
      expect(authorize.status, uri).toBe(400);
      expect(authorize.headers.get('location'), uri).toBeNull();
      expect(await authorize.text()).toContain('redirect_uri');
    }
    // The token endpoint too insists on the URI the code was issued for.
    const { code, verifier } = await signIn(b, { email: member.email, password: PASSWORD });
    const mismatch = await exchangeCode(b, code, verifier, 'http://localhost:3000/other/');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('invalid_grant');
  });

  it('refuses the plain PKCE method and requests without a challenge', async () => {
    const b = await freshBrowser();
    const verifier = generateCodeVerifier();
    const base = { client_id: 'stride-web', redirect_uri: TEST_REDIRECT_URI, response_type: 'code', state: 'abcdefghij' };
    const plain = await b.fetch(`/login?${new URLSearchParams({ ...base, code_challenge: verifier, code_challenge_method: 'plain' }).toString()}`);
    expect(plain.status).toBe(400);
    expect(await plain.text()).toContain('Only the S256 code challenge method is supported.');

    const direct = await b.fetch(`/oauth/v2/auth?${new URLSearchParams({ ...base, code_challenge: verifier, code_challenge_method: 'plain', scope: 'openid' }).toString()}`);
    const error = new URL(direct.headers.get('location')!);
    expect(error.searchParams.get('error')).toBe('invalid_request');

    const none = await b.fetch(`/oauth/v2/auth?${new URLSearchParams({ ...base, scope: 'openid' }).toString()}`);
    expect(new URL(none.headers.get('location')!).searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('sends a browser that is still signed in straight back with a new code', async () => {
    const b = await freshBrowser();
    await signIn(b, { email: member.email, password: PASSWORD });
    const verifier = generateCodeVerifier();
    const query = new URLSearchParams({
      client_id: 'stride-web',
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      state: 'klmnopqrst',
      code_challenge: await codeChallenge(verifier),
    });
    const start = await b.fetch(`/login?${query.toString()}`);
    const back = await followToClient(b, start);
    expect(back.searchParams.get('state')).toBe('klmnopqrst');
    expect((await exchangeCode(b, back.searchParams.get('code')!, verifier)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and reusing a spent one revokes the whole grant', async () => {
    const { browser: b, refresh } = await signedInTokens();
    const first = await tokenRequest(b, { grant_type: 'refresh_token', client_id: 'stride-web', redirect_uri: TEST_REDIRECT_URI, refresh_token: refresh });
    expect(first.status).toBe(200);
    const rotated = String(first.body.refresh_token);
    expect(rotated).not.toBe(refresh);
    expect(decodeJwtPayload(String(first.body.access_token))!.sub).toBe(String(member.id));

    const replay = await tokenRequest(b, { grant_type: 'refresh_token', client_id: 'stride-web', refresh_token: refresh });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The attacker's replay cost the legitimate holder the grant too (RFC 9700 §4.14.2).
    const afterReplay = await tokenRequest(b, { grant_type: 'refresh_token', client_id: 'stride-web', refresh_token: rotated });
    expect(afterReplay.status).toBe(400);
    expect(afterReplay.body.error).toBe('invalid_grant');
  });
});

describe('logout', () => {
  it('ends the provider session, revokes refresh and access tokens, and returns to an allowed URI', async () => {
    const { browser: b, access, refresh } = await signedInTokens();
    expect(b.jar.has('_session')).toBe(true);
    const jti = decodeJwtPayload(access)!.jti as string;

    const refused = await b.fetch(`/oauth/v2/logout?${new URLSearchParams({ redirect_uri: 'http://evil.example/', token_id: jti }).toString()}`);
    expect(refused.status).toBe(400);
    expect((await api('/oauth/v2/user-info', access)).status).toBe(200);

    const out = await b.fetch(`/oauth/v2/logout?${new URLSearchParams({ redirect_uri: 'http://localhost:3000/', token_id: jti }).toString()}`);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('http://localhost:3000/');
    expect(b.jar.has('_session')).toBe(false);

    expect((await api('/oauth/v2/user-info', access)).status).toBe(401);
    const again = await tokenRequest(b, { grant_type: 'refresh_token', client_id: 'stride-web', refresh_token: refresh });
    expect(again.body.error).toBe('invalid_grant');
    // Logging in again asks for the password: the session is gone.
    const started = await startSignIn(b);
    expect(started.page).toContain('<h1>Log in</h1>');
  });
});
