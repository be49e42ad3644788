// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TokenEndpointError, createTokenClient } from './token-client.server';

function endpoint(answer: () => Response) {
  const bodies: Record<string, string>[] = [];
  const urls: string[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    urls.push(String(input));
    bodies.push(Object.fromEntries(new URLSearchParams(String(init.body))));
    return answer();
  }) as typeof fetch;
  return { bodies, urls, client: createTokenClient({ apiUrl: 'http://api.test', clientId: 'stride-web', fetch: fetchStub }) };
}

describe('token endpoint client (SPEC §7)', () => {
  it('asks for client credentials with only grant_type and client_id', async () => {
    const { bodies, urls, client } = endpoint(() => Response.json({ access_token: 'anon', token_type: 'Bearer' }));
    expect(await client.clientCredentials()).toBe('anon');
    expect(urls).toEqual(['http://api.test/oauth/v2/token']);
    expect(bodies[0]).toEqual({ grant_type: 'client_credentials', client_id: 'stride-web' });
  });

  it('exchanges a code with client_id, code_verifier, redirect_uri and code', async () => {
    const { bodies, client } = endpoint(() => Response.json({ access_token: 'a', refresh_token: 'r' }));
    expect(await client.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: 'http://web.test/login/' })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(bodies[0]).toEqual({
      grant_type: 'authorization_code',
      client_id: 'stride-web',
      code_verifier: 'v',
      redirect_uri: 'http://web.test/login/',
      code: 'c',
    });
  });

  it('refreshes with client_id, redirect_uri and refresh_token', async () => {
    const { bodies, client } = endpoint(() => Response.json({ access_token: 'a2', refresh_token: 'r2' }));
    await client.refresh({ refreshToken: 'r1', redirectUri: 'http://web.test/login/' });
    expect(bodies[0]).toEqual({
      grant_type: 'refresh_token',
      client_id: 'stride-web',
      redirect_uri: 'http://web.test/login/',
      refresh_token: 'r1',
    });
  });

  it('reports refusals with status, OAuth error and description, and outages with status 0', async () => {
    const refused = endpoint(() => Response.json({ error: 'invalid_grant', error_description: 'grant request is invalid' }, { status: 400 }));
    await expect(refused.client.refresh({ refreshToken: 'x', redirectUri: 'u' })).rejects.toMatchObject({
      status: 400,
      oauthError: 'invalid_grant',
      description: 'grant request is invalid',
    });
    const down = createTokenClient({
      apiUrl: 'http://api.test',
      clientId: 'stride-web',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    const error = await down.clientCredentials().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenEndpointError);
    expect(error).toMatchObject({ status: 0, oauthError: null });
  });
});
