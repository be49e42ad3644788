import { toAuthError } from '../auth/authorize';
import type { ServerAuthSession } from '../auth/server-session.server';
import { SERVER_RETRY_BUDGET_MS } from '../auth/server-session.server';
import { getAuthServices } from '../auth/services.server';
import { getEnv } from '../env.server';
import { noteApiFailure } from '../page-cache/render-faults.server';
import { type NormalisedApiError, normaliseThrown } from './errors';
import { type HttpMethod, type RequestAuth, type RetryPolicy, apiRequest } from './request';

export { ApiRequestError, type NormalisedApiError, type Violation, normaliseThrown } from './errors';

export interface ApiCallInit {
  /** The incoming request's auth session; without one the call goes out with the anonymous token. */
  session?: ServerAuthSession | null;
  /** Overrides how the token is obtained (tests); null sends no token at all. */
  auth?: RequestAuth | null;
  /** Extra headers. */
  headers?: HeadersInit;
  /** Cancels the call, e.g. with the incoming page request's signal. */
  signal?: AbortSignal;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to API_URL from the environment. */
  baseUrl?: string;
  /** Defaults to the shared backoff, bounded to SERVER_RETRY_BUDGET_MS so pages never hang. */
  retry?: RetryPolicy;
}

/** The process's anonymous (client-credentials) token as request auth: the visitor's strategy. */
function anonymousAuth(): RequestAuth {
  const { anonymous } = getAuthServices();
  return {
    authorize: () =>
      anonymous.get().catch((cause: unknown) => {
        throw toAuthError(cause);
      }),
    invalidate: async (token) => {
      anonymous.invalidate(token);
      return true;
    },
  };
}

function requestAuthFor(init: ApiCallInit): RequestAuth | undefined {
  if (init.auth !== undefined) return init.auth ?? undefined;
  return init.session ? init.session.requestAuth() : anonymousAuth();
}

function call<T>(method: HttpMethod, path: string, body: unknown, init: ApiCallInit): Promise<T> {
  const request = apiRequest<T>(path, {
    baseUrl: init.baseUrl ?? getEnv().API_URL,
    method,
    body,
    headers: init.headers,
    signal: init.signal,
    auth: requestAuthFor(init),
    fetch: init.fetch,
    retry: init.retry ?? { budgetMs: SERVER_RETRY_BUDGET_MS },
  });
  // A page rendered through a failing API is not one to cache (decision 062).
  return request.catch((cause: unknown) => {
    noteApiFailure(cause);
    throw cause;
  });
}

/**
 * GETs a JSON resource from the API. With `apiSend`, the only place the web server calls the API, so
 * authentication (SPEC §4), retries (SPEC §9) and error normalisation (SPEC §8) live in one spot.
 */
export function apiGet<T>(path: string, init: ApiCallInit = {}): Promise<T> {
  return call<T>('GET', path, undefined, init);
}

/** Sends a JSON body to the API (POST, PUT, PATCH, DELETE); only the idempotent ones are retried. */
export function apiSend<T>(
  method: Exclude<HttpMethod, 'GET' | 'HEAD' | 'OPTIONS'>,
  path: string,
  body: unknown,
  init: ApiCallInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (method === 'PATCH' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/merge-patch+json');
  return call<T>(method, path, body, { ...init, headers });
}

/**
 * Leaves the operator a trace of an API read a page rendered without (it shows an empty state instead)
 * and returns the failure. Silent when the page request was cancelled (`signal` aborted): the visitor
 * went away, nothing failed — a load test ending its connections logged a page of false outages.
 */
export function reportReadFailure(what: string, cause: unknown, signal?: AbortSignal): NormalisedApiError {
  const error = normaliseThrown(cause);
  if (!signal?.aborted) console.warn(`${what} failed (${error.status}): ${error.message}`);
  return error;
}
