// @vitest-environment node
/**
 * Security suite (issue 14 case 4, ASVS 5.0 V7.4.1): logout revokes the sign-in on the server, in the
 * browser and inside the native wrappers alike — the provider revokes the refresh token's whole grant.
 */
import { describe, expect, it } from 'vitest';
import { sessionHarness } from '../../test/auth-session';
import { fakeJwt } from '../../test/jwt';
import { createTokenClient } from './token-client.server';

describe('logout revokes the sign-in on the server', () => {
  it('posts the refresh token to the RFC 7009 revocation endpoint', async () => {
    const seen: Array<{ url: string; body: string }> = [];
    const client = createTokenClient({
      apiUrl: 'http://api.internal',
      clientId: 'stride-web',
      fetch: (async (url: string, init: RequestInit) => {
        seen.push({ url, body: String(init.body) });
        return new Response(null, { status: 200 });
      }) as typeof fetch,
    });
    await client.revoke!('refresh-1');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://api.internal/oauth/v2/token/revocation');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'stride-web',
    });
  });

  it('revokes the refresh token of the session (web and native wrappers use the same action)', async () => {
    const { session, calls } = sessionHarness({
      cookie: `auth.strategy=authorizationCode; auth.access_token=${fakeJwt({ sub: '4' })}; auth.refresh_token=r-live`,
    });
    await session.revokeSignIn();
    expect(calls.revoked).toEqual(['r-live']);
  });

  it('has nothing to revoke for a visitor', async () => {
    const { session, calls } = sessionHarness();
    await session.revokeSignIn();
    expect(calls.revoked).toEqual([]);
  });
});
