/**
 * The browser's one API client (members' area, TanStack Query): PUBLIC_API_URL with the browser auth client
 * (access token in memory, refreshed through the web server) — created once per page load, so every query
 * and mutation shares one token and one refresh.
 */
import { type BrowserAuth, createBrowserAuth } from '../auth/browser-auth';
import { useRootData } from '../root-data';
import { type ApiClient, createApiClient } from './client';

interface BrowserClientConfig {
  apiUrl: string;
  clientId: string;
  isLoggedIn: () => boolean;
}

let shared: { key: string; client: ApiClient; auth: BrowserAuth } | null = null;
let loggedIn = false;

/** The page's API client for this configuration; the same instance for the same API URL and client id. */
export function browserApiClient(config: BrowserClientConfig): ApiClient {
  const key = `${config.apiUrl}|${config.clientId}`;
  if (shared?.key !== key) {
    const auth = createBrowserAuth({
      apiUrl: config.apiUrl,
      clientId: config.clientId,
      isLoggedIn: config.isLoggedIn,
    });
    shared = { key, auth, client: createApiClient({ baseUrl: config.apiUrl, auth }) };
  }
  return shared.client;
}

/** The API client for components: configured from the root loader (PUBLIC_API_URL, client id, signed-in flag). */
export function useApiClient(): ApiClient {
  const { env, user } = useRootData();
  loggedIn = user !== null;
  return browserApiClient({
    apiUrl: env.PUBLIC_API_URL,
    clientId: env.OAUTH_CLIENT_ID,
    isLoggedIn: () => loggedIn,
  });
}

/**
 * The page's auth client — the very one the API client uses — for the realtime socket's handshake
 * token (lib/realtime/connection, loaded after first paint, hence not a hook), so the socket and the API
 * share one token and one refresh.
 */
export function browserAuth(config: { apiUrl: string; clientId: string; signedIn: boolean }): BrowserAuth {
  loggedIn = config.signedIn;
  browserApiClient({ apiUrl: config.apiUrl, clientId: config.clientId, isLoggedIn: () => loggedIn });
  return shared!.auth;
}
