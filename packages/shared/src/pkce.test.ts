import { describe, expect, it } from 'vitest';
import {
  PKCE_METHOD,
  authorizationQuery,
  base64UrlEncode,
  codeChallenge,
  generateCodeVerifier,
  generateState,
} from './pkce.js';

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B vector', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(PKCE_METHOD).toBe('S256');
  });

  it('makes a 56-character hex verifier within RFC limits', () => {
    const verifier = generateCodeVerifier();
    expect(verifier).toMatch(/^[0-9a-f]{56}$/);
    expect(generateCodeVerifier()).not.toBe(verifier);
  });

  it('makes a 10-character alphanumeric state', () => {
    const state = generateState();
    expect(state).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(generateState(32)).toHaveLength(32);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64UrlEncode(new Uint8Array([]))).toBe('');
  });

  it('builds the authorization query', () => {
    expect(
      authorizationQuery({
        clientId: 'web',
        redirectUri: 'http://localhost:3000/login/',
        state: 's',
        codeChallenge: 'c',
      }).toString(),
    ).toBe(
      'client_id=web&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Flogin%2F&response_type=code&state=s&code_challenge=c&code_challenge_method=S256',
    );
  });
});
