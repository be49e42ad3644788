/**
 * The browser's authenticated API client for the composer: the session's access token comes from the
 * web server (/auth/token/), requests go straight to the API origin, as uploads must.
 */
import { useMemo } from 'react';
import { type ApiClient, createApiClient } from '../../lib/api/client';
import { createBrowserAuth } from '../../lib/auth/browser-auth';
import { useRootData } from '../../lib/root-data';

/** One API client per page, bound to the signed-in session. */
export function useBrowserApi(): ApiClient {
  const { env, user } = useRootData();
  const signedIn = user !== null;
  return useMemo(
    () =>
      createApiClient({
        baseUrl: env.PUBLIC_API_URL,
        auth: createBrowserAuth({
          apiUrl: env.PUBLIC_API_URL,
          clientId: env.OAUTH_CLIENT_ID,
          isLoggedIn: () => signedIn,
        }),
      }),
    [env.PUBLIC_API_URL, env.OAUTH_CLIENT_ID, signedIn],
  );
}
