/**
 * Where the console finds the API and which OAuth client it signs in as: written by the web server into
 * /admin/config.js (PUBLIC_API_URL, OAUTH_CLIENT_ID); Vite's env or the defaults in development.
 */
export interface AdminConfig {
  apiUrl: string;
  clientId: string;
}

declare global {
  interface Window {
    __STRIDE_ADMIN__?: AdminConfig;
  }
}

/** The console's configuration. */
export const config: AdminConfig = window.__STRIDE_ADMIN__ ?? {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? 'http://localhost:4000',
  clientId: 'stride-web',
};

/** The sign-in callback registered with the authorization server (OAUTH_REDIRECT_URIS). */
export const redirectUri = `${window.location.origin}/admin/`;
