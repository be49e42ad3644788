/**
 * The auth session of one server request (SSR, data requests, actions): strategy and tokens read from
 * the `auth.` cookies, the SPEC §4 check before every API call, a transparent refresh of an expired
 * access token (re-setting the cookies on the response), and the signed-in user fetched once.
 */
import {
  AUTH_STRATEGIES,
  type AuthError,
  type AuthStrategy,
  isAccessTokenValid,
  isRefreshTokenValid,
  userSchema,
} from '@stride/shared';
import { ApiRequestError } from '../api/errors';
import { type RequestAuth, type RetryPolicy, apiRequest } from '../api/request';
import type { WebEnv } from '../env.server';
import type { AnonymousTokenCache } from './anonymous-token.server';
import { type SessionStore, type TokenSet, authorizeRequest } from './authorize';
import {
  AUTH_COOKIES,
  type AuthCookieName,
  type AuthCookieValues,
  clearAuthCookie,
  readAuthCookies,
  setAuthCookie,
} from './cookies';
import { AuthRequestError, STRATEGY_ACTIONS, UnauthorizedRequestCanceled, assertStrategyAllows } from './errors';
import type { Refresh } from './refresh-coordinator.server';
import type { TokenClient } from './token-client.server';
import { type CurrentUser, toCurrentUser } from './user';

/** Header the web server sets on requests that passed the staging basic-auth gate (decision 004). */
export const BASE_AUTH_HEADER = 'x-stride-base-auth';
/** Server pages give up retrying after this long (SPEC §9 backoff, bounded so a page never hangs). */
export const SERVER_RETRY_BUDGET_MS = 3000;
export const USER_INFO_PATH = '/oauth/v2/user-info';

export type AuthEnv = Pick<
  WebEnv,
  'API_URL' | 'PUBLIC_API_URL' | 'WEB_ORIGIN' | 'OAUTH_CLIENT_ID' | 'AUTH_COOKIE_SECURE' | 'AUTH_ERROR_REDIRECT'
>;

/** Process-wide collaborators of every request's session. */
export interface AuthServices {
  env: AuthEnv;
  tokens: TokenClient;
  anonymous: AnonymousTokenCache;
  /** The refresh_token grant, coordinated so one token is never spent twice in this process. */
  refresh: Refresh;
  fetch?: typeof fetch;
  retry?: RetryPolicy;
}

/** A sign-in between the redirect to the provider and its callback (kept in the `auth.pkce` cookie). */
export interface PendingSignIn {
  state: string;
  verifier: string;
  returnTo: string | null;
}

function parsePending(value: string | null): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { state, verifier, returnTo } = parsed as Record<string, unknown>;
    if (typeof state !== 'string' || typeof verifier !== 'string') return null;
    return { state, verifier, returnTo: typeof returnTo === 'string' ? returnTo : null };
  } catch {
    return null;
  }
}

/** One request's session; create it with createServerAuthSession (or directly in tests). */
export class ServerAuthSession implements SessionStore {
  /** The visit came through the staging basic-auth gate (decision 004). */
  readonly baseAuth: boolean;
  /** Set when the session ended during this request (refused refresh): shown once as 'Session expired'. */
  authError: AuthError | null = null;
  /** Set when a signed-in session died without a refresh token: guarded pages start a new sign-in. */
  loginRequired = false;
  /** SPEC §4 logged-in flag: true once the user has been fetched. */
  loggedIn = false;
  /** The user could not be fetched (API unreachable or 5xx): the session stands, guarded pages answer 503. */
  userUnavailable = false;

  private values: AuthCookieValues;
  private readonly outgoing = new Map<AuthCookieName, string>();
  private user: Promise<CurrentUser | null> | null = null;

  constructor(
    request: Request,
    private readonly services: AuthServices,
  ) {
    this.values = readAuthCookies(request.headers.get('cookie'));
    this.baseAuth = request.headers.get(BASE_AUTH_HEADER) === '1';
  }

  get env(): AuthEnv {
    return this.services.env;
  }

  /** The token endpoint client (the callback exchanges its code with it). */
  get tokens(): TokenClient {
    return this.services.tokens;
  }

  /** The registered callback: this site's /login/ (SPEC §4: the login route is also the callback). */
  get redirectUri(): string {
    return `${this.env.WEB_ORIGIN}/login/`;
  }

  // --- SessionStore -------------------------------------------------------------------------------

  strategy(): AuthStrategy {
    return this.values.strategy ?? AUTH_STRATEGIES.clientCredentials;
  }

  accessToken(): string | null {
    return this.values.accessToken;
  }

  isRefreshable(): boolean {
    return isRefreshTokenValid(this.values.refreshToken);
  }

  hasUserTokens(): boolean {
    return this.values.accessToken !== null || this.values.refreshToken !== null;
  }

  setTokens(tokens: TokenSet): void {
    this.values = {
      ...this.values,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? this.values.refreshToken,
    };
    this.write(AUTH_COOKIES.accessToken, tokens.accessToken);
    if (tokens.refreshToken) this.write(AUTH_COOKIES.refreshToken, tokens.refreshToken);
  }

  /**
   * Logout on the server (decision 020): revokes this sign-in's refresh token at the provider, which
   * revokes its grant — access tokens refused, sockets closed — whether or not the browser (or the native
   * wrapper) ever reaches the provider's logout. A failure is logged; the local reset still happens.
   */
  async revokeSignIn(): Promise<void> {
    const refreshToken = this.values.refreshToken;
    if (!refreshToken || !this.services.tokens.revoke) return;
    try {
      await this.services.tokens.revoke(refreshToken);
    } catch (error) {
      console.warn('logout: the provider did not revoke the refresh token', error instanceof Error ? error.message : error);
    }
  }

  reset(): void {
    for (const name of [AUTH_COOKIES.strategy, AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken] as const) {
      if (this.values[cookieKey(name)] !== null || this.outgoing.has(name)) this.erase(name);
    }
    this.values = { ...this.values, strategy: null, accessToken: null, refreshToken: null };
    this.user = Promise.resolve(null);
    this.loggedIn = false;
  }

  /** Switches strategy (login and register go to authorization code, logout back to client credentials). */
  setStrategy(strategy: AuthStrategy): void {
    this.values = { ...this.values, strategy };
    this.write(AUTH_COOKIES.strategy, strategy);
  }

  // --- PKCE ---------------------------------------------------------------------------------------

  pendingSignIn(): PendingSignIn | null {
    return parsePending(this.values.pkce);
  }

  setPendingSignIn(pending: PendingSignIn): void {
    const value = JSON.stringify(pending);
    this.values = { ...this.values, pkce: value };
    this.write(AUTH_COOKIES.pkce, value);
  }

  clearPendingSignIn(): void {
    this.values = { ...this.values, pkce: null };
    this.erase(AUTH_COOKIES.pkce);
  }

  // --- The check before every API request ---------------------------------------------------------

  /** SPEC §4: the bearer token for the next API request. */
  authorize(): Promise<string> {
    const { anonymous, refresh } = this.services;
    return authorizeRequest({
      store: this,
      grants: {
        refresh: () => refresh(this.values.refreshToken ?? ''),
        clientCredentials: () => anonymous.get(),
      },
      onLoginRequired: () => {
        this.loginRequired = true;
      },
    });
  }

  /** The auth hooks for apiRequest: authorize before each attempt, and after a 401 try once more. */
  requestAuth(): RequestAuth {
    return {
      authorize: () => this.authorize(),
      invalidate: async (token) => {
        if (token !== this.values.accessToken) {
          this.services.anonymous.invalidate(token);
          return true;
        }
        // The API cut this user token (logout elsewhere, password change): refresh if we can.
        this.values = { ...this.values, accessToken: null };
        return this.isRefreshable();
      },
    };
  }

  /**
   * Called at the start of every request: a signed-in session whose access token expired is refreshed
   * now, so cookies are re-set before the page renders; a refused refresh ends the session (shown once
   * as 'Session expired'); a session without a refresh token is dropped and asks guarded pages to sign in.
   */
  async ensureFresh(): Promise<void> {
    if (this.strategy() !== AUTH_STRATEGIES.authorizationCode || !this.hasUserTokens()) return;
    if (isAccessTokenValid(this.values.accessToken)) return;
    try {
      await this.authorize();
    } catch (error) {
      if (error instanceof UnauthorizedRequestCanceled) {
        this.reset();
        return;
      }
      if (error instanceof AuthRequestError) {
        if (this.strategy() === AUTH_STRATEGIES.clientCredentials) this.authError = error.toJSON();
        return;
      }
      throw error;
    }
  }

  // --- The user -----------------------------------------------------------------------------------

  /** The signed-in user, fetched at most once per request; null for visitors and ended sessions. */
  currentUser(): Promise<CurrentUser | null> {
    if (this.user) return this.user;
    if (this.strategy() !== AUTH_STRATEGIES.authorizationCode || !this.hasUserTokens()) {
      this.user = Promise.resolve(null);
      return this.user;
    }
    this.user = this.fetchUser().catch((error: unknown) => {
      // The page still renders (as a visitor) when the API is unreachable; the cookies stay for next time.
      console.warn(`GET ${USER_INFO_PATH} failed: ${error instanceof Error ? error.message : String(error)}`);
      this.userUnavailable = true;
      return null;
    });
    return this.user;
  }

  /** SPEC §4 user fetch: not allowed under client credentials; a 403 silently resets; sets the logged-in flag. */
  async fetchUser(): Promise<CurrentUser | null> {
    assertStrategyAllows(this.strategy(), STRATEGY_ACTIONS.fetchUser);
    try {
      const body = await apiRequest<unknown>(USER_INFO_PATH, {
        baseUrl: this.env.API_URL,
        auth: this.requestAuth(),
        fetch: this.services.fetch,
        retry: this.services.retry ?? { budgetMs: SERVER_RETRY_BUDGET_MS },
      });
      const user = toCurrentUser(userSchema.parse(body));
      this.loggedIn = true;
      this.user = Promise.resolve(user);
      return user;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 403 || error.status === 401)) {
        this.reset();
        if (error.status === 401) this.authError = AuthRequestError.from({ invalidRefreshToken: true }).toJSON();
        return null;
      }
      if (error instanceof UnauthorizedRequestCanceled) {
        this.reset();
        return null;
      }
      if (error instanceof AuthRequestError) {
        if (this.strategy() === AUTH_STRATEGIES.clientCredentials) this.authError = error.toJSON();
        return null;
      }
      throw error;
    }
  }

  // --- Response -----------------------------------------------------------------------------------

  /** True when this response depends on who is signed in (never cache it in a shared cache). */
  isPersonal(): boolean {
    return this.outgoing.size > 0 || this.strategy() === AUTH_STRATEGIES.authorizationCode || this.loggedIn;
  }

  /** The Set-Cookie header values this request produced, in order. */
  setCookieHeaders(): string[] {
    return [...this.outgoing.values()];
  }

  /** Adds this session's cookies to a response (and keeps personal pages out of shared caches). */
  commit(response: Response): Response {
    let target = response;
    try {
      this.decorate(target.headers);
    } catch {
      // Some responses (Response.redirect, fetched ones) have immutable headers: copy them first.
      target = new Response(response.body, response);
      this.decorate(target.headers);
    }
    return target;
  }

  private decorate(headers: Headers): void {
    for (const cookie of this.outgoing.values()) headers.append('Set-Cookie', cookie);
    if (this.isPersonal()) headers.set('Cache-Control', 'private, no-store');
  }

  private write(name: AuthCookieName, value: string): void {
    this.outgoing.set(name, setAuthCookie(name, value, { secure: this.env.AUTH_COOKIE_SECURE }));
  }

  private erase(name: AuthCookieName): void {
    this.outgoing.set(name, clearAuthCookie(name, { secure: this.env.AUTH_COOKIE_SECURE }));
  }
}

function cookieKey(name: AuthCookieName): keyof AuthCookieValues {
  switch (name) {
    case AUTH_COOKIES.strategy:
      return 'strategy';
    case AUTH_COOKIES.accessToken:
      return 'accessToken';
    case AUTH_COOKIES.refreshToken:
      return 'refreshToken';
    default:
      return 'pkce';
  }
}
