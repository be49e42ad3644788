import { DEFAULT_ERROR_STATUS, NETWORK_ERROR_MESSAGE, errorMessage } from '@stride/shared';
import { getEnv } from '../env.server';

/** An API failure reduced to what the UI needs (SPEC §8: the server's own message and code win). */
export interface NormalisedApiError {
  status: number;
  message: string;
}

/** Thrown by the API client for every failure: HTTP errors, network errors and timeouts alike. */
export class ApiRequestError extends Error implements NormalisedApiError {
  readonly status: number;

  constructor({ status, message }: NormalisedApiError, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
  }
}

/** Generous enough for a slow API, short enough that a page never hangs on a dead one. */
const REQUEST_TIMEOUT_MS = 8000;

export interface ApiGetInit {
  /** Extra headers (the auth layer will add the bearer token here). */
  headers?: HeadersInit;
  /** Cancels the call, e.g. with the incoming page request's signal. */
  signal?: AbortSignal;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to API_URL from the environment. */
  baseUrl?: string;
}

/**
 * GETs a JSON resource from the API. The single place that performs API fetches on the server,
 * so authentication, retries and error normalisation live in one spot.
 */
export async function apiGet<T>(path: string, init: ApiGetInit = {}): Promise<T> {
  const baseUrl = init.baseUrl ?? getEnv().API_URL;
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await (init.fetch ?? fetch)(`${baseUrl}${path}`, { method: 'GET', headers, signal });
  } catch (cause) {
    throw new ApiRequestError(normaliseThrown(cause), { cause });
  }
  if (!response.ok) throw new ApiRequestError(await normaliseResponse(response));
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiRequestError({ status: 502, message: errorMessage(502) });
  }
}

/** Maps anything a fetch can throw (network failure, timeout, abort) to `{ status, message }`; the cause stays on the error for logs. */
export function normaliseThrown(cause: unknown): NormalisedApiError {
  if (cause instanceof ApiRequestError) return { status: cause.status, message: cause.message };
  if (cause instanceof DOMException && cause.name === 'TimeoutError') {
    return { status: 504, message: errorMessage(504) };
  }
  return { status: DEFAULT_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE };
}

/** Reads the API's `{ code, message }` error body when present, else falls back to the HTTP status text. */
async function normaliseResponse(response: Response): Promise<NormalisedApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : response.statusText || `Request failed with status ${response.status}`;
  return { status: response.status || DEFAULT_ERROR_STATUS, message };
}
