// @vitest-environment node
import { AUTH_MESSAGES } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import { expiredJwt, fakeJwt } from '../../test/jwt';
import { type SessionStore, type TokenGrants, authorizeRequest, refreshSession } from './authorize';
import { AuthRequestError, LoginRequiredError, UnauthorizedRequestCanceled } from './errors';
import { TokenEndpointError } from './token-client.server';

/** A store in memory, recording what the rules did to it. */
function memoryStore(initial: { strategy?: 'clientCredentials' | 'authorizationCode'; access?: string | null; refresh?: string | null }) {
  const state = {
    strategy: initial.strategy ?? 'clientCredentials',
    access: initial.access ?? null,
    refresh: initial.refresh ?? null,
    resets: 0,
  };
  const store: SessionStore = {
    strategy: () => state.strategy,
    accessToken: () => state.access,
    isRefreshable: () => typeof state.refresh === 'string' && state.refresh.trim() !== '',
    hasUserTokens: () => state.access !== null || state.refresh !== null,
    setTokens: (tokens) => {
      state.access = tokens.accessToken;
      if (tokens.refreshToken) state.refresh = tokens.refreshToken;
    },
    reset: () => {
      state.resets += 1;
      state.strategy = 'clientCredentials';
      state.access = null;
      state.refresh = null;
    },
  };
  return { store, state };
}

function grants(overrides: Partial<TokenGrants> = {}) {
  return {
    refresh: vi.fn(overrides.refresh ?? (async () => ({ accessToken: 'fresh', refreshToken: 'rotated' }))),
    clientCredentials: vi.fn(overrides.clientCredentials ?? (async () => fakeJwt({ roles: ['ROLE_UNAUTH'] }))),
  };
}

describe('the check before every API request (SPEC §4)', () => {
  it('uses a valid access token as it is', async () => {
    const token = fakeJwt({ sub: '4' });
    const { store } = memoryStore({ strategy: 'authorizationCode', access: token, refresh: 'r' });
    const g = grants();
    expect(await authorizeRequest({ store, grants: g })).toBe(token);
    expect(g.refresh).not.toHaveBeenCalled();
    expect(g.clientCredentials).not.toHaveBeenCalled();
  });

  it('refreshes a signed-in session whose access token expired, keeping the rotated refresh token', async () => {
    const { store, state } = memoryStore({ strategy: 'authorizationCode', access: expiredJwt(), refresh: 'r-1' });
    const fresh = fakeJwt({ sub: '4' });
    const g = grants({ refresh: async () => ({ accessToken: fresh, refreshToken: 'r-2' }) });
    expect(await authorizeRequest({ store, grants: g })).toBe(fresh);
    expect(state).toMatchObject({ access: fresh, refresh: 'r-2', resets: 0 });
  });

  it('treats a token that is not three dot-separated parts as unusable (SPEC §5)', async () => {
    const { store } = memoryStore({ strategy: 'authorizationCode', access: 'not-a-jwt', refresh: 'r' });
    const g = grants();
    await authorizeRequest({ store, grants: g });
    expect(g.refresh).toHaveBeenCalledTimes(1);
  });

  it('resets the session and fails with "Your login session was expired." when the refresh is refused', async () => {
    const { store, state } = memoryStore({ strategy: 'authorizationCode', access: expiredJwt(), refresh: 'spent' });
    const g = grants({
      refresh: async () => {
        throw new TokenEndpointError(400, 'invalid_grant', 'grant request is invalid');
      },
    });
    const error = await authorizeRequest({ store, grants: g }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthRequestError);
    expect(error).toMatchObject({ kind: 'auth', statusCode: 400, message: AUTH_MESSAGES.sessionExpired, isSessionExpired: true });
    expect(state).toMatchObject({ resets: 1, strategy: 'clientCredentials', access: null, refresh: null });
  });

  it('keeps the session when the token endpoint did not answer (an outage is not a refusal)', async () => {
    const { store, state } = memoryStore({ strategy: 'authorizationCode', access: expiredJwt(), refresh: 'r' });
    const g = grants({
      refresh: async () => {
        throw new TokenEndpointError(0, null, null);
      },
    });
    const error = await authorizeRequest({ store, grants: g }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', message: AUTH_MESSAGES.unknown, isSessionExpired: false });
    expect(state.resets).toBe(0);
    expect(state.refresh).toBe('r');
  });

  it('triggers a sign-in and cancels the request when a signed-in session has no refresh token left', async () => {
    const { store } = memoryStore({ strategy: 'authorizationCode', access: expiredJwt(), refresh: null });
    const onLoginRequired = vi.fn();
    const g = grants();
    const error = await authorizeRequest({ store, grants: g, onLoginRequired }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedRequestCanceled);
    expect((error as Error).message).toBe('Unauthorized request canceled');
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(g.clientCredentials).not.toHaveBeenCalled();
  });

  it('gives visitors an anonymous client-credentials token', async () => {
    const { store } = memoryStore({});
    const anonymous = fakeJwt({ roles: ['ROLE_UNAUTH'] });
    expect(await authorizeRequest({ store, grants: grants({ clientCredentials: async () => anonymous }) })).toBe(anonymous);
  });

  it('browses anonymously while a sign-in waits for its callback (code strategy, no tokens yet)', async () => {
    const { store } = memoryStore({ strategy: 'authorizationCode' });
    const g = grants();
    await authorizeRequest({ store, grants: g });
    expect(g.clientCredentials).toHaveBeenCalledTimes(1);
    expect(g.refresh).not.toHaveBeenCalled();
  });

  it('turns a failed anonymous token into an auth error with the server message', async () => {
    const { store } = memoryStore({});
    const g = grants({
      clientCredentials: async () => {
        throw new TokenEndpointError(401, 'invalid_client', 'client authentication failed');
      },
    });
    await expect(authorizeRequest({ store, grants: g })).rejects.toMatchObject({
      kind: 'auth',
      statusCode: 401,
      message: 'client authentication failed',
      isSessionExpired: false,
    });
  });

  it('cancels the request when the anonymous token it got is not usable', async () => {
    const { store } = memoryStore({});
    await expect(authorizeRequest({ store, grants: grants({ clientCredentials: async () => expiredJwt() }) })).rejects.toBeInstanceOf(
      UnauthorizedRequestCanceled,
    );
  });
});

describe('refreshSession', () => {
  it('without a valid refresh token triggers login instead of calling the endpoint', async () => {
    const { store } = memoryStore({ strategy: 'authorizationCode', access: expiredJwt(), refresh: '  ' });
    const onLoginRequired = vi.fn();
    const g = grants();
    await expect(refreshSession({ store, grants: g, onLoginRequired })).rejects.toBeInstanceOf(LoginRequiredError);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(g.refresh).not.toHaveBeenCalled();
  });
});
