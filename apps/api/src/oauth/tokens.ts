/**
 * Local verification of our JWT access tokens (no call to the authorization server): signature with the
 * server's own keys, one allowed algorithm (so `none` and key-confusion tricks fail), issuer, audience,
 * expiry and the `at+jwt` type.
 */
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { SIGNING_ALG, publicJwk, type PrivateJwk } from './keys.js';

/** The claims the API relies on once a token is verified. */
export interface AccessTokenClaims {
  jti: string;
  /** The user id for user tokens; absent for anonymous (client-credentials) tokens. */
  sub?: string;
  client_id: string;
  exp: number;
  iat: number;
  /** Token version of the user when issued (user tokens only). */
  ver?: number;
  /** The grant (sign-in) the token belongs to (user tokens only). */
  gid?: string;
}

/** Why a token was refused, so the 401 can say it (expired tokens are worth telling apart). */
export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

function isClaims(payload: JWTPayload): payload is JWTPayload & AccessTokenClaims {
  return (
    typeof payload.jti === 'string' &&
    typeof payload.client_id === 'string' &&
    typeof payload.exp === 'number' &&
    typeof payload.iat === 'number' &&
    (payload.sub === undefined || typeof payload.sub === 'string') &&
    (payload.ver === undefined || typeof payload.ver === 'number') &&
    (payload.gid === undefined || typeof payload.gid === 'string')
  );
}

/**
 * Builds the verifier for tokens of `issuer` meant for `audience`, signed by one of `signingKeys`.
 * `clockToleranceSeconds` lets logout accept a recently expired token (it only ever ends a sign-in).
 */
export function createAccessTokenVerifier(
  signingKeys: readonly PrivateJwk[],
  issuer: string,
  audience: string,
  clockToleranceSeconds = 0,
): AccessTokenVerifier {
  const jwks = createLocalJWKSet({ keys: signingKeys.map(publicJwk) });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience,
        algorithms: [SIGNING_ALG],
        typ: 'at+jwt',
        requiredClaims: ['exp', 'iat', 'jti'],
        clockTolerance: clockToleranceSeconds,
      });
      if (!isClaims(payload)) throw new InvalidTokenError('Invalid access token');
      return payload;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('Access token expired', true);
      throw new InvalidTokenError('Invalid access token');
    }
  };
}
