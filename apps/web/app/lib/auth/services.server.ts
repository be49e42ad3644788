/**
 * The process-wide auth collaborators (token client, anonymous-token cache, refresh coordinator), built
 * once from configuration, and the factory of each request's session.
 */
import { getEnv } from '../env.server';
import { createAnonymousTokenCache } from './anonymous-token.server';
import { createRefreshCoordinator } from './refresh-coordinator.server';
import { type AuthServices, ServerAuthSession } from './server-session.server';
import { createTokenClient } from './token-client.server';

let services: AuthServices | undefined;

/** Builds the auth services for a configuration (exported for tests; the app uses getAuthServices). */
export function createAuthServices(env: AuthServices['env'], fetchImpl?: typeof fetch): AuthServices {
  const tokens = createTokenClient({ apiUrl: env.API_URL, clientId: env.OAUTH_CLIENT_ID, fetch: fetchImpl });
  const redirectUri = `${env.WEB_ORIGIN}/login/`;
  return {
    env,
    tokens,
    anonymous: createAnonymousTokenCache(() => tokens.clientCredentials()),
    refresh: createRefreshCoordinator((refreshToken) => tokens.refresh({ refreshToken, redirectUri })),
    fetch: fetchImpl,
  };
}

/** The services of this process, created on first use. */
export function getAuthServices(): AuthServices {
  services ??= createAuthServices(getEnv());
  return services;
}

/** The session of one incoming request. */
export function createServerAuthSession(request: Request): ServerAuthSession {
  return new ServerAuthSession(request, getAuthServices());
}
