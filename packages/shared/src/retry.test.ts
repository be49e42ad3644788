import { describe, expect, it } from 'vitest';
import {
  RETRY_ATTEMPTS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_JITTER,
  backoffDelay,
  canRetry,
  isRetryableStatus,
} from './retry.js';

describe('retry policy', () => {
  it('has the SPEC numbers', () => {
    expect(RETRY_ATTEMPTS).toBe(10);
    expect(RETRY_BASE_DELAY_MS).toBe(100);
    expect(RETRY_MAX_JITTER).toBe(0.2);
  });

  it('doubles from 100 ms without jitter', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([
      100, 200, 400, 800, 51200,
    ]);
  });

  it('adds at most 20 % jitter', () => {
    expect(backoffDelay(1, () => 0.999999)).toBe(120);
    expect(backoffDelay(3, () => 0.5)).toBe(440);
    expect(backoffDelay(2, () => 7)).toBe(240);
  });

  it('treats attempt 0 like the first retry', () => {
    expect(backoffDelay(0, () => 0)).toBe(100);
  });

  it('stops after 10 attempts', () => {
    expect(canRetry(9)).toBe(true);
    expect(canRetry(10)).toBe(false);
  });

  it('retries network failures, 408, 429 and 5xx only', () => {
    expect([undefined, 408, 429, 500, 503].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 422].map(isRetryableStatus)).toEqual([false, false, false, false, false]);
  });
});
