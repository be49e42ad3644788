/**
 * The console's OAuth session (SPEC §4/§7 authorization code + PKCE S256, client stride-web): PKCE state
 * and verifier while the browser is at the provider, then the access and refresh tokens — in
 * sessionStorage, so closing the tab ends the console session. Access tokens are refreshed shortly
 * before they expire; a failed refresh ends the session.
 */
import {
  GRANT_TYPES,
  STATE_LENGTH,
  authorizationQuery,
  codeChallenge,
  generateCodeVerifier,
  generateState,
  isAccessTokenValid,
  tokenId,
} from '@stride/shared';
import { config, redirectUri } from '../config';

const SESSION_KEY = 'stride.admin.session';
const PENDING_KEY = 'stride.admin.pkce';

interface Tokens {
  accessToken: string;
  refreshToken: string | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The stored tokens, or null when signed out. */
export function storedTokens(): Tokens | null {
  return read<Tokens>(SESSION_KEY);
}

/** Forgets the session (logout, failed refresh). */
export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEY);
}

/** Starts a sign-in: PKCE values kept for the callback, browser sent to the provider's /login. */
export async function beginSignIn(returnTo: string = window.location.hash): Promise<never> {
  const state = generateState(STATE_LENGTH);
  const verifier = generateCodeVerifier();
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, verifier, returnTo }));
  const query = authorizationQuery({
    clientId: config.clientId,
    redirectUri,
    state,
    codeChallenge: await codeChallenge(verifier),
  });
  window.location.assign(`${config.apiUrl}/login?${query.toString()}`);
  return new Promise<never>(() => {});
}

async function tokenRequest(fields: Record<string, string>): Promise<Tokens> {
  const response = await fetch(`${config.apiUrl}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...fields, client_id: config.clientId }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new Error(typeof body.error_description === 'string' ? body.error_description : 'Sign-in failed');
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
  };
}

/**
 * Completes a sign-in when the page is the provider's callback (`/admin/?code=…&state=…`): checks the
 * state (SPEC §5 messages), exchanges the code, stores the tokens and cleans the URL. Returns the hash
 * route to go back to, or null when the page is not a callback.
 */
export async function completeSignInFromUrl(): Promise<string | null> {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('code') && !url.searchParams.has('error')) return null;
  const pending = read<{ state: string; verifier: string; returnTo: string }>(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  window.history.replaceState(null, '', '/admin/');
  const error = url.searchParams.get('error');
  if (error) throw new Error(url.searchParams.get('error_description') ?? error);
  const code = url.searchParams.get('code');
  if (!code) throw new Error('No code parameter in oauth code callback');
  if (!pending || pending.state !== url.searchParams.get('state'))
    throw new Error('Pkce state values does not match');
  const tokens = await tokenRequest({
    grant_type: GRANT_TYPES.authorizationCode,
    code,
    code_verifier: pending.verifier,
    redirect_uri: redirectUri,
  });
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(tokens));
  return pending.returnTo || '#/';
}

let refreshing: Promise<string | null> | null = null;

/** A valid access token (refreshed when needed), or null when the session is gone. */
export async function accessToken(): Promise<string | null> {
  const tokens = storedTokens();
  if (!tokens) return null;
  // Refresh 2 s early so a token never expires in flight.
  if (isAccessTokenValid(tokens.accessToken, Math.floor(Date.now() / 1000) + 2)) return tokens.accessToken;
  if (!tokens.refreshToken) {
    clearSession();
    return null;
  }
  refreshing ??= tokenRequest({
    grant_type: GRANT_TYPES.refreshToken,
    refresh_token: tokens.refreshToken,
    redirect_uri: redirectUri,
  })
    .then((fresh) => {
      sessionStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ ...fresh, refreshToken: fresh.refreshToken ?? tokens.refreshToken }),
      );
      return fresh.accessToken;
    })
    .catch(() => {
      clearSession();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Ends the session and the provider's session (SPEC §4 logout on the web). */
export function signOut(): void {
  const tokens = storedTokens();
  clearSession();
  const query = new URLSearchParams({ redirect_uri: `${window.location.origin}/` });
  const jti = tokens ? tokenId(tokens.accessToken) : null;
  if (jti) query.set('token_id', jti);
  window.location.assign(`${config.apiUrl}/oauth/v2/logout?${query.toString()}`);
}
