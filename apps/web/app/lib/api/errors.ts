/**
 * API failures as the UI needs them (SPEC §8: the server's own message and code win), shared by the
 * server-side and browser-side clients.
 */
import { DEFAULT_ERROR_STATUS, NETWORK_ERROR_MESSAGE, errorMessage } from '@stride/shared';

/** An API failure reduced to what the UI needs. */
export interface NormalisedApiError {
  status: number;
  message: string;
}

/** A field error of a 422 answer (`violations` in the API's error body). */
export interface Violation {
  propertyPath: string;
  message: string;
}

/** Thrown by the API clients for every failure: HTTP errors, network errors and timeouts alike. */
export class ApiRequestError extends Error implements NormalisedApiError {
  readonly status: number;
  /** Field errors of a 422 answer, empty otherwise. */
  readonly violations: Violation[];

  constructor({ status, message }: NormalisedApiError, options?: ErrorOptions & { violations?: Violation[] }) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.violations = options?.violations ?? [];
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

function isViolation(value: unknown): value is Violation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Violation).propertyPath === 'string' &&
    typeof (value as Violation).message === 'string'
  );
}

/** Reads the API's `{ code, message, violations }` error body when present, else falls back to the HTTP status text. */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : response.statusText || `Request failed with status ${response.status}`;
  const violations = Array.isArray(record.violations) ? record.violations.filter(isViolation) : [];
  return new ApiRequestError({ status: response.status || DEFAULT_ERROR_STATUS, message }, { violations });
}
