/**
 * The three redirects of the sign-in (SPEC §4, §5, §7): start (login or register: reset, switch to the
 * code grant, PKCE redirect to the provider), callback (validate, exchange the code, fetch the user,
 * go to updates or back where the user came from) and logout (reset, back to client credentials,
 * provider logout on the web).
 */
import {
  AUTH_MESSAGES,
  AUTH_STRATEGIES,
  STATE_LENGTH,
  authorizationQuery,
  codeChallenge,
  generateCodeVerifier,
  generateState,
  tokenId,
} from '@stride/shared';
import { redirect } from 'react-router';
import { toAuthError } from './authorize';
import { STRATEGY_ACTIONS, SignInCallbackError, assertStrategyAllows } from './errors';
import { DEFAULT_AFTER_SIGN_IN } from './return-path';
import type { ServerAuthSession } from './server-session.server';
import { postLoginCookie } from '../native/post-login';

export type SignInScreen = 'login' | 'register';

/** The provider page a sign-in starts on: /login or /register on the API origin (SPEC §7). */
export async function beginSignIn(
  session: ServerAuthSession,
  screen: SignInScreen,
  returnTo: string | null,
): Promise<Response> {
  session.reset();
  session.setStrategy(AUTH_STRATEGIES.authorizationCode);
  if (screen === 'register') assertStrategyAllows(session.strategy(), STRATEGY_ACTIONS.register);
  const clientId = session.env.OAUTH_CLIENT_ID;
  if (!clientId) throw new SignInCallbackError(AUTH_MESSAGES.clientIdUndefined);

  const state = generateState(STATE_LENGTH);
  const verifier = generateCodeVerifier();
  session.setPendingSignIn({ state, verifier, returnTo });
  const query = authorizationQuery({
    clientId,
    redirectUri: session.redirectUri,
    state,
    codeChallenge: await codeChallenge(verifier),
  });
  return redirect(`${session.env.PUBLIC_API_URL}/${screen}?${query.toString()}`);
}

/** True when /login/ is answering the provider (code, state or error in the query), not starting a sign-in. */
export function isSignInCallback(url: URL): boolean {
  return ['code', 'state', 'error'].some((name) => url.searchParams.has(name));
}

/**
 * The callback (SPEC §5): a code is required, the state must be the saved one, the client id must be
 * defined; then the code is exchanged for tokens, the user fetched (logged-in flag) and the browser sent
 * to the page it came from, or to updates.
 */
export async function completeSignIn(session: ServerAuthSession, url: URL): Promise<Response> {
  const providerError = url.searchParams.get('error');
  if (providerError) {
    session.clearPendingSignIn();
    throw new SignInCallbackError(url.searchParams.get('error_description') ?? AUTH_MESSAGES.unknown);
  }
  const code = url.searchParams.get('code');
  if (!code) throw new SignInCallbackError(AUTH_MESSAGES.noCodeParameter);
  const pending = session.pendingSignIn();
  if (!pending || pending.state !== url.searchParams.get('state')) {
    throw new SignInCallbackError(AUTH_MESSAGES.stateMismatch);
  }
  const clientId = session.env.OAUTH_CLIENT_ID;
  if (!clientId) throw new SignInCallbackError(AUTH_MESSAGES.clientIdUndefined);
  assertStrategyAllows(session.strategy(), STRATEGY_ACTIONS.callback);

  session.clearPendingSignIn();
  let tokens;
  try {
    tokens = await session.tokens.exchangeCode({
      code,
      codeVerifier: pending.verifier,
      redirectUri: session.redirectUri,
    });
  } catch (cause) {
    session.reset();
    throw toAuthError(cause);
  }
  session.setTokens(tokens);
  const user = await session.fetchUser();
  // A 403 on the user fetch silently reset the session: the visitor simply lands home.
  if (!user) return redirect('/');
  // Marks the landing page so a wrapper hears `postLoginRedirectFinished` there (lib/native/post-login).
  return redirect(pending.returnTo ?? DEFAULT_AFTER_SIGN_IN, {
    headers: { 'Set-Cookie': postLoginCookie(session.env.AUTH_COOKIE_SECURE) },
  });
}

/** Where the provider logout sends the browser back to (must be registered with the provider). */
export function postLogoutUri(session: ServerAuthSession): string {
  return `${session.env.WEB_ORIGIN}/`;
}

/**
 * Logout (SPEC §4): not allowed under client credentials; resets the session and switches back to client
 * credentials; on the web the browser then ends the provider session at /oauth/v2/logout with the token
 * id; inside the native wrappers the page messages the app instead and simply goes home.
 */
export function logout(session: ServerAuthSession, options: { native: boolean }): Response {
  assertStrategyAllows(session.strategy(), STRATEGY_ACTIONS.logout);
  const access = session.accessToken();
  const jti = access ? tokenId(access) : null;
  session.reset();
  if (options.native) return redirect('/');
  const query = new URLSearchParams({ redirect_uri: postLogoutUri(session) });
  if (jti) query.set('token_id', jti);
  return redirect(`${session.env.PUBLIC_API_URL}/oauth/v2/logout?${query.toString()}`);
}
