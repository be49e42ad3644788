/**
 * The three grants of SPEC §7 against POST /oauth/v2/token on the API, from the web server. Failures
 * become TokenEndpointError with the OAuth error code, so the auth rules can tell an expired session
 * (`invalid_grant`) from an outage.
 */
import { GRANT_TYPES } from '@stride/shared';
import type { TokenSet } from './authorize';

export const TOKEN_ENDPOINT_PATH = '/oauth/v2/token';
/** The provider's RFC 7009 revocation endpoint. */
export const REVOCATION_ENDPOINT_PATH = '/oauth/v2/token/revocation';
/** A token request that takes longer than this is treated as failed. */
const TOKEN_TIMEOUT_MS = 8000;

/** A refused or failed token request: HTTP status (0 when the API could not be reached) and OAuth error. */
export class TokenEndpointError extends Error {
  constructor(
    readonly status: number,
    readonly oauthError: string | null,
    readonly description: string | null,
    options?: ErrorOptions,
  ) {
    super(description ?? oauthError ?? `Token request failed with status ${status}`, options);
    this.name = 'TokenEndpointError';
  }
}

export interface TokenClient {
  /** Anonymous visitor token (client_credentials with only grant_type and client_id). */
  clientCredentials(): Promise<string>;
  /** Code + PKCE verifier → access and refresh token. */
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  /** Refresh token → new access token and the rotated refresh token. */
  refresh(input: { refreshToken: string; redirectUri: string }): Promise<TokenSet>;
  /**
   * RFC 7009 revocation of a refresh token: the provider revokes its whole grant, so the sign-in's access
   * tokens and sockets end too (logout, decision 020). Optional so test doubles may leave it out.
   */
  revoke?(refreshToken: string): Promise<void>;
}

export interface TokenClientOptions {
  apiUrl: string;
  clientId: string;
  fetch?: typeof fetch;
}

/** Builds the token endpoint client for one API and client id. */
export function createTokenClient(options: TokenClientOptions): TokenClient {
  const doFetch = options.fetch ?? fetch;

  async function post(fields: Record<string, string>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiUrl}${TOKEN_ENDPOINT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...fields, client_id: options.clientId }).toString(),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new TokenEndpointError(0, null, null, { cause });
    }
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = await response.json();
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the status says enough.
    }
    if (!response.ok) {
      throw new TokenEndpointError(
        response.status,
        typeof body.error === 'string' ? body.error : null,
        typeof body.error_description === 'string' ? body.error_description : null,
      );
    }
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new TokenEndpointError(502, 'invalid_response', 'The token endpoint sent no access token');
    }
    return body;
  }

  function tokenSet(body: Record<string, unknown>): TokenSet {
    return {
      accessToken: String(body.access_token),
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    };
  }

  return {
    async clientCredentials() {
      const body = await post({ grant_type: GRANT_TYPES.clientCredentials });
      return String(body.access_token);
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      return tokenSet(
        await post({
          grant_type: GRANT_TYPES.authorizationCode,
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          code,
        }),
      );
    },
    async revoke(refreshToken) {
      const response = await doFetch(`${options.apiUrl}${REVOCATION_ENDPOINT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          token: refreshToken,
          token_type_hint: 'refresh_token',
          client_id: options.clientId,
        }).toString(),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
      if (!response.ok) throw new TokenEndpointError(response.status, null, null);
    },
    async refresh({ refreshToken, redirectUri }) {
      return tokenSet(
        await post({
          grant_type: GRANT_TYPES.refreshToken,
          redirect_uri: redirectUri,
          refresh_token: refreshToken,
        }),
      );
    },
  };
}
