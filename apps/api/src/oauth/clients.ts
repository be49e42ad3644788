/**
 * The OAuth clients this authorization server knows, derived from configuration. All of them are our own
 * (first-party): they never see a consent screen. The admin app adds its client here when it lands.
 */
import type { ClientMetadata } from 'oidc-provider';
import type { Env } from '../env.js';

/** The web app's client id (SPEC §7 sends it as `client_id`). */
export const WEB_CLIENT_ID = 'stride-web';

/** Splits a space-separated configuration value into its non-empty items. */
export function spaceList(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/** Every registered client, from env (redirect URIs are matched exactly, RFC 9700 §4.1). */
export function oauthClients(env: Env): ClientMetadata[] {
  return [
    {
      client_id: WEB_CLIENT_ID,
      client_name: 'Stride',
      // A browser app keeps no secret: PKCE protects its codes, and client_credentials with only
      // client_id gives the anonymous token of SPEC §4.
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
      response_types: ['code'],
      redirect_uris: spaceList(env.OAUTH_REDIRECT_URIS),
      post_logout_redirect_uris: spaceList(env.OAUTH_POST_LOGOUT_REDIRECT_URIS),
      id_token_signed_response_alg: 'ES256',
    },
  ];
}

/** Every post-logout URI any client registered: the allow-list of GET /oauth/v2/logout. */
export function postLogoutRedirectUris(env: Env): string[] {
  return oauthClients(env).flatMap((client) => client.post_logout_redirect_uris ?? []);
}
