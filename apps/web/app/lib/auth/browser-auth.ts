/**
 * The auth client in the browser, on the same SPEC §4 rules as the server (authorize.ts): the access
 * token lives in memory only; the refresh token stays in its HttpOnly cookie, so "refresh" asks the web
 * server (POST /auth/token/), which refreshes with it and re-sets the cookies; visitors get anonymous
 * tokens straight from the API's token endpoint. Sign-in and logout are page navigations handled by the
 * server routes (/login/, /register/, /auth/logout/).
 */
import { AUTH_STRATEGIES, GRANT_TYPES, isAccessTokenValid } from '@stride/shared';
import type { RequestAuth } from '../api/request';
import { type SessionStore, type TokenGrants, type TokenSet, authorizeRequest } from './authorize';
import { strategyFromDocumentCookie } from './cookies';
import { LoginRequiredError } from './errors';

/** The web server's endpoint that hands the browser the session's current access token. */
export const SESSION_TOKEN_PATH = '/auth/token/';

/**
 * What the browser may send the session token endpoint: the access token the API refused (401), so the
 * server refreshes instead of handing the same token back. A logout elsewhere or a password change cuts
 * every access token of the user (token version) while their cookie copies are still unexpired.
 */
export interface SessionTokenRequest {
  refused?: string;
}

/** What the session token endpoint answers. */
export type SessionTokenResponse =
  { accessToken: string } | { error: 'login_required' | 'session_expired'; message?: string };

/** A refused call to the session token endpoint, shaped like a token endpoint error for the rules. */
class SessionTokenError extends Error {
  constructor(
    readonly status: number,
    readonly oauthError: string | null,
    readonly description: string | null,
  ) {
    super(description ?? oauthError ?? `Session token request failed with status ${status}`);
    this.name = 'SessionTokenError';
  }
}

export interface BrowserAuthOptions {
  /** The API origin as the browser reaches it (PUBLIC_API_URL). */
  apiUrl: string;
  clientId: string;
  /** SPEC §4 logged-in flag from the root loader: a user was fetched for this page. */
  isLoggedIn: () => boolean;
  /** `document.cookie` (the strategy cookie is the one auth cookie scripts can read). */
  readCookies?: () => string;
  /** Starts a sign-in; defaults to a full navigation to /login/ that returns here. */
  startLogin?: () => void;
  fetch?: typeof fetch;
  nowSeconds?: () => number;
}

export interface BrowserAuth extends RequestAuth {
  /** Forgets the in-memory tokens (after logout or a 403 on the user fetch). */
  reset(): void;
}

function defaultStartLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login/?${new URLSearchParams({ redirect: here }).toString()}`);
}

/** Builds the browser's auth client for the API client (`createApiClient({ auth })`). */
export function createBrowserAuth(options: BrowserAuthOptions): BrowserAuth {
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? fetch)(input, init);
  const readCookies = options.readCookies ?? (() => document.cookie);
  let accessToken: string | null = null;
  /** The user token the API last refused, named in the next refresh (SessionTokenRequest). */
  let refused: string | null = null;
  let anonymousToken: string | null = null;
  let reset = false;

  const store: SessionStore = {
    strategy: () => (reset ? AUTH_STRATEGIES.clientCredentials : strategyFromDocumentCookie(readCookies())),
    accessToken: () => accessToken,
    // The refresh token is the server's to hold: a signed-in page can always ask it.
    isRefreshable: () => !reset && options.isLoggedIn(),
    hasUserTokens: () => !reset && options.isLoggedIn(),
    setTokens: (tokens: TokenSet) => {
      accessToken = tokens.accessToken;
    },
    reset: () => {
      accessToken = null;
      reset = true;
    },
  };

  const grants: TokenGrants = {
    async refresh() {
      const request: SessionTokenRequest = refused ? { refused } : {};
      const response = await doFetch(SESSION_TOKEN_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<SessionTokenResponse>;
      if (response.ok && 'accessToken' in body && typeof body.accessToken === 'string') {
        refused = null;
        return { accessToken: body.accessToken };
      }
      const error = 'error' in body && typeof body.error === 'string' ? body.error : null;
      if (error === 'login_required') throw new LoginRequiredError();
      throw new SessionTokenError(
        response.status,
        error === 'session_expired' ? 'invalid_grant' : error,
        'message' in body && typeof body.message === 'string' ? body.message : null,
      );
    },
    async clientCredentials() {
      if (anonymousToken && isAccessTokenValid(anonymousToken, options.nowSeconds?.())) return anonymousToken;
      const response = await doFetch(`${options.apiUrl}/oauth/v2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: GRANT_TYPES.clientCredentials, client_id: options.clientId }),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok || typeof body.access_token !== 'string') {
        throw new SessionTokenError(
          response.status,
          typeof body.error === 'string' ? body.error : null,
          typeof body.error_description === 'string' ? body.error_description : null,
        );
      }
      anonymousToken = body.access_token;
      return anonymousToken;
    },
  };

  return {
    authorize: () =>
      authorizeRequest({
        store,
        grants,
        onLoginRequired: options.startLogin ?? defaultStartLogin,
        nowSeconds: options.nowSeconds,
      }),
    invalidate: async (token) => {
      if (token === anonymousToken) anonymousToken = null;
      if (token === accessToken) {
        accessToken = null;
        refused = token;
      }
      return true;
    },
    reset: () => store.reset(),
  };
}
