/** Request retry policy of SPEC §7/§9: 10 attempts, exponential backoff from 100 ms doubling, up to 20 % jitter. */

export const RETRY_ATTEMPTS = 10;
export const RETRY_BASE_DELAY_MS = 100;
/** Largest extra delay as a share of the exponential delay. */
export const RETRY_MAX_JITTER = 0.2;

/**
 * Delay before retry number `attempt` (1 = first retry): 100 ms · 2^(attempt−1), plus up to 20 % jitter.
 * `random` is injectable so tests can pin the jitter.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const base = RETRY_BASE_DELAY_MS * 2 ** exponent;
  const jitter = Math.min(Math.max(random(), 0), 1) * RETRY_MAX_JITTER;
  return Math.round(base * (1 + jitter));
}

/** True when another attempt is allowed after `attemptsMade` attempts. */
export function canRetry(attemptsMade: number): boolean {
  return attemptsMade < RETRY_ATTEMPTS;
}

/**
 * Which failures are worth retrying: network failures (no status), timeouts, rate limits and server
 * errors. Other 4xx answers will not change on retry.
 */
export function isRetryableStatus(status: number | null | undefined): boolean {
  if (status === null || status === undefined) return true;
  return status === 408 || status === 429 || status >= 500;
}
