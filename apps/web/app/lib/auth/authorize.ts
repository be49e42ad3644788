/**
 * The SPEC §4 authorization check that runs before every API request, the same on the server (tokens
 * in HttpOnly cookies) and in the browser (a token in memory, the server holding the refresh token):
 *
 *   1. a valid access token is used;
 *   2. otherwise a refreshable session is refreshed (a failed refresh resets the session and fails);
 *   3. otherwise anonymous client-credentials tokens are obtained (failure is an auth error);
 *   4. a request that still cannot be authorized is cancelled: 'Unauthorized request canceled'.
 *
 * A signed-in session whose access token expired with no refresh token left cannot be refreshed:
 * "refresh without a valid refresh token triggers login", and the request is cancelled.
 */
import { AUTH_STRATEGIES, type AuthStrategy, isAccessTokenValid } from '@stride/shared';
import { AuthRequestError, LoginRequiredError, UnauthorizedRequestCanceled } from './errors';

/** What the token endpoint hands back for a user (the refresh token stays server-side in the browser's case). */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string | null;
}

/** Where a session keeps its strategy and tokens (cookies on the server, memory in the browser). */
export interface SessionStore {
  strategy(): AuthStrategy;
  accessToken(): string | null;
  /** True when the session holds something to refresh with (SPEC §5: a non-empty refresh token). */
  isRefreshable(): boolean;
  /** True when a user session existed (some token is stored), unlike a sign-in that never completed. */
  hasUserTokens(): boolean;
  setTokens(tokens: TokenSet): void;
  /** Forgets tokens and user and goes back to the default strategy. */
  reset(): void;
}

/** How tokens are obtained (the token endpoint on the server, the web server's session in the browser). */
export interface TokenGrants {
  /** SPEC §7 refresh_token grant; rejects with the endpoint's failure. */
  refresh(): Promise<TokenSet>;
  /** SPEC §7 client_credentials grant: an anonymous access token. */
  clientCredentials(): Promise<string>;
}

export interface AuthorizeDeps {
  store: SessionStore;
  grants: TokenGrants;
  /** Starts a sign-in (redirect to /login/); called when a dead session cannot be refreshed. */
  onLoginRequired?: () => void;
  /** Current time in seconds, injectable for tests. */
  nowSeconds?: () => number;
}

/** Turns a refused grant into the SPEC §8 auth error (an `invalid_grant` refresh means the session expired). */
export function toAuthError(cause: unknown, invalidRefreshToken = false): AuthRequestError {
  if (cause instanceof AuthRequestError) return cause;
  const record = typeof cause === 'object' && cause !== null ? (cause as Record<string, unknown>) : {};
  const statusCode = typeof record.status === 'number' && record.status > 0 ? record.status : undefined;
  const oauthError = typeof record.oauthError === 'string' ? record.oauthError : undefined;
  const description = typeof record.description === 'string' ? record.description : null;
  return AuthRequestError.from(
    { statusCode, serverMessage: description, invalidRefreshToken: invalidRefreshToken || oauthError === 'invalid_grant' },
    cause,
  );
}

/**
 * Refreshes the session (SPEC §4): without a valid refresh token it triggers a sign-in and fails with
 * LoginRequiredError; a refused refresh resets the session and fails with the session-expired auth error.
 * A refresh that got no answer (network, 5xx) fails without resetting, so an API restart does not sign
 * everybody out.
 */
export async function refreshSession(deps: AuthorizeDeps): Promise<string> {
  const { store, grants } = deps;
  if (!store.isRefreshable()) {
    deps.onLoginRequired?.();
    throw new LoginRequiredError();
  }
  let tokens: TokenSet;
  try {
    tokens = await grants.refresh();
  } catch (cause) {
    // The holder of the refresh token (the web server, for the browser) found none: sign in again.
    if (cause instanceof LoginRequiredError) {
      deps.onLoginRequired?.();
      throw cause;
    }
    if (isRefusal(cause)) store.reset();
    throw toAuthError(cause, isInvalidGrant(cause));
  }
  store.setTokens(tokens);
  return tokens.accessToken;
}

/** True when the token endpoint answered and said no (4xx), as opposed to not answering at all. */
export function isRefusal(cause: unknown): boolean {
  if (cause instanceof AuthRequestError) return true;
  const status = typeof cause === 'object' && cause !== null ? (cause as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isInvalidGrant(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { oauthError?: unknown }).oauthError === 'invalid_grant';
}

/** The check before every API request (SPEC §4); resolves to the bearer token to send. */
export async function authorizeRequest(deps: AuthorizeDeps): Promise<string> {
  const { store, grants } = deps;
  const now = deps.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
  const current = store.accessToken();
  if (current && isAccessTokenValid(current, now)) return current;

  if (store.strategy() === AUTH_STRATEGIES.authorizationCode && store.hasUserTokens()) {
    try {
      return await refreshSession(deps);
    } catch (error) {
      if (error instanceof LoginRequiredError) throw new UnauthorizedRequestCanceled();
      throw error;
    }
  }

  // Visitors, and a sign-in still waiting for its callback, browse with an anonymous token.
  let anonymous: string;
  try {
    anonymous = await grants.clientCredentials();
  } catch (cause) {
    throw toAuthError(cause);
  }
  if (!isAccessTokenValid(anonymous, now)) throw new UnauthorizedRequestCanceled();
  return anonymous;
}
