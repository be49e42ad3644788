/**
 * The process-wide auth collaborators (token client, anonymous-token cache, refresh coordinator), built
 * once from configuration, and the factory of each request's session.
 */
import { getEnv } from '../env.server';
import { createAnonymousTokenCache } from './anonymous-token.server';
import { Redis } from 'ioredis';
import { type Refresh, createRefreshCoordinator } from './refresh-coordinator.server';
import { type SharedRefreshOptions, createSharedRefresh } from './shared-refresh.server';
import { type AuthServices, ServerAuthSession } from './server-session.server';
import { createTokenClient } from './token-client.server';

let services: AuthServices | undefined;

/**
 * Builds the auth services for a configuration (exported for tests; the app uses getAuthServices). With
 * `shared` (Redis), refreshes are de-duplicated across every web server instance, not only in this one.
 */
export function createAuthServices(
  env: AuthServices['env'],
  fetchImpl?: typeof fetch,
  shared?: SharedRefreshOptions,
): AuthServices {
  const tokens = createTokenClient({ apiUrl: env.API_URL, clientId: env.OAUTH_CLIENT_ID, fetch: fetchImpl });
  const redirectUri = `${env.WEB_ORIGIN}/login/`;
  const grant: Refresh = (refreshToken) => tokens.refresh({ refreshToken, redirectUri });
  return {
    env,
    tokens,
    anonymous: createAnonymousTokenCache(() => tokens.clientCredentials()),
    refresh: createRefreshCoordinator(shared ? createSharedRefresh(grant, shared) : grant),
    fetch: fetchImpl,
  };
}

/** Redis for the shared refresh de-duplication when REDIS_URL is set (decision 023). */
function sharedRefreshFromEnv(source: NodeJS.ProcessEnv): SharedRefreshOptions | undefined {
  if (!source.REDIS_URL) return undefined;
  // No offline queue: while Redis is away commands fail at once and each instance refreshes on its own.
  const redis = new Redis(source.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  return {
    redis,
    prefix: source.REDIS_KEY_PREFIX || 'stride',
    onUnavailable: (error) =>
      console.warn(
        `refresh de-duplication without Redis: ${error instanceof Error ? error.message : String(error)}`,
      ),
  };
}

/** The services of this process, created on first use. */
export function getAuthServices(): AuthServices {
  services ??= createAuthServices(getEnv(), undefined, sharedRefreshFromEnv(process.env));
  return services;
}

/** The session of one incoming request. */
export function createServerAuthSession(request: Request): ServerAuthSession {
  return new ServerAuthSession(request, getAuthServices());
}
