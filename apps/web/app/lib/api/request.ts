/**
 * One API request as SPEC §7/§9 want it, for the server and the browser alike: JSON accept header,
 * `Authorization: Bearer` from the auth check (SPEC §4) before every attempt, retries of failed
 * idempotent requests with the shared backoff (10 attempts, 100 ms doubling, up to 20 % jitter), and
 * one fresh authorization when the API refuses a token it should have taken (401).
 */
import { backoffDelay, bearer, canRetry, errorMessage, isRetryableStatus } from '@stride/shared';
import { ApiRequestError, errorFromResponse, normaliseThrown } from './errors';

/** Generous enough for a slow API, short enough that a page never hangs on a dead one. */
export const REQUEST_TIMEOUT_MS = 8000;
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request gets its token; absent for calls that need none. */
export interface RequestAuth {
  /** The SPEC §4 check: resolves to the bearer token, or rejects (auth error, cancelled request). */
  authorize(): Promise<string>;
  /**
   * The API answered 401 to this token: forget it so the next authorize() refreshes or re-mints.
   * Resolves false when there is nothing better to try (the 401 is then final).
   */
  invalidate(token: string): Promise<boolean>;
}

export interface RetryPolicy {
  /** Waits between attempts; injectable so tests need not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Jitter source for backoffDelay. */
  random?: () => number;
  /** Stop retrying once this much time has gone by (server pages must not hang); unlimited when absent. */
  budgetMs?: number;
  /** Clock for the budget. */
  now?: () => number;
}

export interface ApiRequestOptions {
  baseUrl: string;
  method?: HttpMethod;
  /** JSON body (serialised here) — or a ready string with its own content type in `headers`. */
  body?: unknown;
  headers?: HeadersInit;
  /** Cancels the call, e.g. with the incoming page request's signal. */
  signal?: AbortSignal;
  auth?: RequestAuth;
  retry?: RetryPolicy;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Waits `ms`, or rejects as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** True for methods whose repetition is harmless, the only ones retried (SPEC §7 "failed requests are retried"). */
export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** Performs an API request and resolves to its JSON (undefined for an empty answer); throws ApiRequestError or the auth error. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const retryable = isIdempotent(method);
  const policy = options.retry ?? {};
  const wait = policy.sleep ?? sleep;
  const now = policy.now ?? Date.now;
  const started = now();
  const doFetch = options.fetch ?? fetch;
  let refusedOnce = false;

  const mayRetry = (attempt: number, delay: number) =>
    retryable &&
    canRetry(attempt) &&
    (policy.budgetMs === undefined || now() - started + delay <= policy.budgetMs);

  for (let attempt = 1; ; attempt += 1) {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    const token = options.auth ? await options.auth.authorize() : null;
    if (token) headers.set('Authorization', bearer(token));
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (typeof options.body === 'string') body = options.body;
      else {
        body = JSON.stringify(options.body);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
    }
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, { method, headers, body, signal });
    } catch (cause) {
      // The caller gave up (navigation away): that is not a failure to retry or report as one.
      if (options.signal?.aborted) throw cause;
      const delay = backoffDelay(attempt, policy.random);
      if (mayRetry(attempt, delay)) {
        await wait(delay, options.signal);
        continue;
      }
      throw new ApiRequestError(normaliseThrown(cause), { cause });
    }

    if (response.status === 401 && token && options.auth && !refusedOnce) {
      refusedOnce = true;
      if (await options.auth.invalidate(token)) continue;
    }
    if (!response.ok) {
      const delay = backoffDelay(attempt, policy.random);
      if (isRetryableStatus(response.status) && mayRetry(attempt, delay)) {
        await response.body?.cancel();
        await wait(delay, options.signal);
        continue;
      }
      throw await errorFromResponse(response);
    }
    if (response.status === 204 || method === 'HEAD') return undefined as T;
    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiRequestError({ status: 502, message: errorMessage(502) });
    }
  }
}
