/**
 * Connection timeouts of both servers, the API and the web server (issue 17, decision 023), so a slow
 * or stalled client cannot hold a connection: headers must arrive within `headersMs`, a whole request
 * within `requestMs`, an idle keep-alive connection is closed after `keepAliveMs`, and a socket with no
 * traffic at all after `idleMs`. Each can be set through the environment (README "Operations").
 */

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  idleMs: number;
  /** How often Node checks for headers/request timeouts (never longer than the shortest of them). */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS = {
  headersMs: 15_000,
  // Large enough for an upload part through the local driver on a slow line.
  requestMs: 120_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
} as const;

function positive(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS. */
export function serverTimeoutsFromEnv(source: Record<string, string | undefined>): ServerTimeouts {
  const headersMs = positive(source.HTTP_HEADERS_TIMEOUT_MS, DEFAULT_SERVER_TIMEOUTS.headersMs);
  // Node requires the request timeout to be at least the headers timeout.
  const requestMs = Math.max(
    headersMs,
    positive(source.HTTP_REQUEST_TIMEOUT_MS, DEFAULT_SERVER_TIMEOUTS.requestMs),
  );
  return {
    headersMs,
    requestMs,
    keepAliveMs: positive(source.HTTP_KEEP_ALIVE_TIMEOUT_MS, DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
    idleMs: positive(source.HTTP_IDLE_TIMEOUT_MS, DEFAULT_SERVER_TIMEOUTS.idleMs),
    checkIntervalMs: Math.min(headersMs, 30_000),
  };
}

/** The Fastify constructor options that apply `timeouts` to its HTTP/1 server. */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
