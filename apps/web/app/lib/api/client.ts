/**
 * The browser's API client: the same request core as the server (SPEC §4 check before every call,
 * SPEC §9 retries of idempotent requests, SPEC §8 errors), with the browser's auth client. Members'
 * area data (TanStack Query), uploads and the socket use it.
 */
import { type HttpMethod, type RequestAuth, type RetryPolicy, apiRequest } from './request';

export interface ApiClient {
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T>;
  put<T>(path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T>;
  /** Merge patch (`application/merge-patch+json`), as every PATCH of the API. */
  patch<T>(path: string, body: unknown, init?: { signal?: AbortSignal }): Promise<T>;
  delete<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
}

export interface ApiClientOptions {
  /** PUBLIC_API_URL. */
  baseUrl: string;
  auth: RequestAuth;
  fetch?: typeof fetch;
  retry?: RetryPolicy;
}

/** Builds the browser's API client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  function send<T>(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal, headers?: HeadersInit) {
    return apiRequest<T>(path, {
      baseUrl: options.baseUrl,
      method,
      body,
      headers,
      signal,
      auth: options.auth,
      fetch: options.fetch,
      retry: options.retry,
    });
  }
  return {
    get: (path, init) => send('GET', path, undefined, init?.signal),
    post: (path, body, init) => send('POST', path, body, init?.signal),
    put: (path, body, init) => send('PUT', path, body, init?.signal),
    patch: (path, body, init) =>
      send('PATCH', path, body, init?.signal, { 'Content-Type': 'application/merge-patch+json' }),
    delete: (path, init) => send('DELETE', path, undefined, init?.signal),
  };
}
