import { describe, expect, it } from 'vitest';
import { StorageUnavailableError, isInfrastructureError, isRedisAway } from './infrastructure-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isInfrastructureError', () => {
  it('recognises unreachable PostgreSQL, Redis and object stores, also wrapped as a cause', () => {
    const cases: unknown[] = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('the database system is shutting down', '57P03'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('connection failure', '08006'),
      Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
        name: 'MaxRetriesPerRequestError',
      }),
      new Error('Connection is closed.'),
      new StorageUnavailableError(),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all attempts failed'),
      // Drizzle wraps the driver's error.
      new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ];
    for (const error of cases) expect(isInfrastructureError(error)).toBe(true);
  });

  it('leaves the errors of requests and code alone', () => {
    const cases: unknown[] = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error', '42601'),
      new Error('Cannot read properties of undefined'),
      new Error('Failed query: insert', { cause: withCode('violates foreign key', '23503') }),
      'a string',
      null,
    ];
    for (const error of cases) expect(isInfrastructureError(error)).toBe(false);
  });

  it('keeps a client that lost its connection away during its reconnection attempts', () => {
    // ioredis counts the attempts in `retryAttempts` and resets it once ready.
    const reconnecting = (status: string) => ({ status, retryAttempts: 2 });
    expect(['connecting', 'connect'].map((status) => isRedisAway(reconnecting(status)))).toEqual([
      true,
      true,
    ]);
    expect(isRedisAway({ status: 'ready', retryAttempts: 0 })).toBe(false);
    expect(isRedisAway({ status: 'connecting', retryAttempts: 0 })).toBe(false);
  });

  it('calls a Redis client away only once it lost its connection', () => {
    expect(['reconnecting', 'close', 'end'].map((status) => isRedisAway({ status }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['wait', 'connecting', 'connect', 'ready'].map((status) => isRedisAway({ status }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
