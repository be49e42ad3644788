/**
 * Failures of the infrastructure under the API (PostgreSQL, Redis, the object store), told apart from the
 * caller's mistakes: the error handler answers them 503 with `Retry-After` (decision 023), never 401 or
 * 404, so a blip never looks like a signed-out session or a missing file that a CDN would cache.
 */

/** Seconds a client should wait before retrying a request that met an unavailable dependency. */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown (or wrapped around the driver's error) when the object store cannot be reached. */
export class StorageUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Thrown when a dependency is known to be away before even trying it. */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: string,
    cause?: unknown,
  ) {
    super(`${dependency} unavailable`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_SOCKET_CLOSED',
]);

// SQLSTATE: class 08 connection exceptions, 57P01–57P03 shutdown / cannot connect now, 53300 too many
// connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

// node-postgres, pg-pool and ioredis report lost connections with plain messages and no code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /^Connection is closed\.?$/,
  /enableOfflineQueue options is false/,
  /Reached the max retries per request limit/,
  /PGlite is closed/,
];

/** True for one error object without looking at its causes. */
function isUnavailableOne(error: object): boolean {
  if (error instanceof StorageUnavailableError || error instanceof DependencyUnavailableError) return true;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/**
 * True when an error (or any cause it wraps: Drizzle wraps driver errors, AggregateError holds several
 * connection attempts) means a dependency could not be reached rather than that the request was wrong.
 */
export function isInfrastructureError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    queue.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return false;
}

/**
 * True while an ioredis client has lost its connection (reconnecting or closed) — including the moments
 * a reconnection attempt is under way (`connecting`/`connect` with a retry counted: ioredis's
 * `retryAttempts`, reset to 0 once ready): a client that lost Redis stays away until it is ready again,
 * instead of flickering back for each attempt (decision 040; /readyz said "degraded" instead of "down"
 * during those attempts). A client still making its *first* connection is not "away": its commands wait
 * briefly in the offline queue as usual.
 */
export function isRedisAway(redis: { status: string }): boolean {
  if (redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end') return true;
  const retries = (redis as { retryAttempts?: unknown }).retryAttempts;
  return (
    (redis.status === 'connecting' || redis.status === 'connect') &&
    typeof retries === 'number' &&
    retries > 0
  );
}
