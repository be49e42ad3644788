import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS, fastifyTimeoutOptions, serverTimeoutsFromEnv } from './server-timeouts.js';

describe('server timeouts', () => {
  it('defaults, reads the environment and ignores values that are not positive integers', () => {
    expect(serverTimeoutsFromEnv({})).toMatchObject(DEFAULT_SERVER_TIMEOUTS);
    expect(
      serverTimeoutsFromEnv({
        HTTP_HEADERS_TIMEOUT_MS: '500',
        HTTP_REQUEST_TIMEOUT_MS: 'soon',
        HTTP_IDLE_TIMEOUT_MS: '-1',
      }),
    ).toEqual({
      headersMs: 500,
      requestMs: 120_000,
      keepAliveMs: 5000,
      idleMs: 60_000,
      checkIntervalMs: 500,
    });
  });

  it('never lets the request timeout be shorter than the headers timeout (Node refuses that)', () => {
    const timeouts = serverTimeoutsFromEnv({
      HTTP_HEADERS_TIMEOUT_MS: '20000',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
    });
    expect(timeouts.requestMs).toBe(20_000);
    expect(fastifyTimeoutOptions(timeouts).http).toEqual({
      headersTimeout: 20_000,
      requestTimeout: 20_000,
      connectionsCheckingInterval: 20_000,
    });
  });
});
