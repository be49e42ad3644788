/**
 * The error kinds of SPEC §3 and the rules of SPEC §8 for turning anything thrown into one of them,
 * deciding whether the user sees it, and what the generic error modal shows.
 */
import {
  AUTH_MESSAGES,
  DEFAULT_ERROR_STATUS,
  FALLBACK_ERROR_MESSAGE,
  FALLBACK_ERROR_TITLE,
  NETWORK_ERROR_MESSAGE,
  errorMessage,
  errorTitle,
} from './errors.js';

export interface CustomError {
  kind: 'custom';
  name: string;
  message: string;
  statusCode: number;
}
export interface AuthError {
  kind: 'auth';
  statusCode: number;
  message: string;
  isSessionExpired: boolean;
}
export interface HttpError {
  kind: 'http';
  statusCode: number;
  /** The server's answer in short (its status text, else the status title), shown after a colon. */
  errorResponse: string;
  message: string;
}
export interface ViewFrameworkError {
  kind: 'view-framework';
  name: string;
  componentName: string;
  message: string;
  statusCode: number;
}
export interface WindowError {
  kind: 'window';
  message: string;
  statusCode: number;
}
export type AppError = CustomError | AuthError | HttpError | ViewFrameworkError | WindowError;
export type AppErrorKind = AppError['kind'];
export const APP_ERROR_KINDS: readonly AppErrorKind[] = [
  'custom',
  'auth',
  'http',
  'view-framework',
  'window',
];

/** Name given to network failures (fetch rejected before any response). */
export const NETWORK_ERROR_NAME = 'NetworkError';
const ABORT_NAMES = ['AbortError', 'CanceledError'];
const RESIZE_OBSERVER_LOOP = 'ResizeObserver loop';
const NETWORK_FAILURE_MESSAGES = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'fetch failed',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
function stringField(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' && field.trim() !== '' ? field : undefined;
}
function numberField(value: unknown, key: string): number | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'number' && Number.isInteger(field) ? field : undefined;
}

/** True when the value already is a normalised AppError. */
export function isAppError(value: unknown): value is AppError {
  return (
    isRecord(value) && typeof value.kind === 'string' && (APP_ERROR_KINDS as string[]).includes(value.kind)
  );
}

/** An HTTP failure; the server's own `{ code, message }` body takes precedence over the defaults. */
export function httpError(response: { status?: number; statusText?: string; body?: unknown }): HttpError {
  const statusCode = numberField(response.body, 'code') ?? response.status ?? DEFAULT_ERROR_STATUS;
  return {
    kind: 'http',
    statusCode,
    errorResponse: response.statusText?.trim() ? response.statusText : errorTitle(statusCode),
    message: stringField(response.body, 'message') ?? errorMessage(statusCode),
  };
}

/** An authentication failure: invalid refresh token → session expired, else the server's message. */
export function authError(options: {
  statusCode?: number;
  serverMessage?: string | null;
  invalidRefreshToken?: boolean;
}): AuthError {
  const expired = options.invalidRefreshToken === true;
  return {
    kind: 'auth',
    statusCode: options.statusCode ?? DEFAULT_ERROR_STATUS,
    message: expired ? AUTH_MESSAGES.sessionExpired : options.serverMessage?.trim() || AUTH_MESSAGES.unknown,
    isSessionExpired: expired,
  };
}

/** An error thrown while rendering a component (React error boundary). */
export function viewFrameworkError(error: unknown, componentName: string): ViewFrameworkError {
  return {
    kind: 'view-framework',
    name: stringField(error, 'name') ?? 'Error',
    componentName,
    message: stringField(error, 'message') ?? (typeof error === 'string' ? error : FALLBACK_ERROR_MESSAGE),
    statusCode: DEFAULT_ERROR_STATUS,
  };
}

/** An uncaught error or rejection reported by the window. */
export function windowError(error: unknown): WindowError {
  const message =
    typeof error === 'string' ? error : (stringField(error, 'message') ?? FALLBACK_ERROR_MESSAGE);
  return { kind: 'window', message, statusCode: DEFAULT_ERROR_STATUS };
}

/** A named application error (e.g. a failed upload) with an optional status. */
export function customError(name: string, message: string, statusCode = DEFAULT_ERROR_STATUS): CustomError {
  return { kind: 'custom', name, message, statusCode };
}

/** The error a route guard name that does not exist produces (SPEC §8 "unknown middleware gives 500"). */
export function unknownMiddlewareError(middleware: string): CustomError {
  return customError('Error', `Unknown middleware: ${middleware}`, 500);
}

/** Where a thrown value was caught, when the caller knows. */
export type ErrorSource = { source: 'window' } | { source: 'view-framework'; componentName: string };

/** Turns anything thrown or rejected into one AppError; status defaults to 500 (SPEC §8). */
export function normalizeError(input: unknown, context?: ErrorSource): AppError {
  if (isAppError(input)) return input;
  if (context?.source === 'window') return windowError(input);
  if (context?.source === 'view-framework') return viewFrameworkError(input, context.componentName);
  if (typeof input === 'string') return customError('Error', input.trim() ? input : FALLBACK_ERROR_MESSAGE);
  if (!isRecord(input)) return customError('Error', FALLBACK_ERROR_MESSAGE);

  const name = stringField(input, 'name');
  const message = stringField(input, 'message');
  if (name && ABORT_NAMES.includes(name)) return customError(name, message ?? 'Request aborted');
  if (message && NETWORK_FAILURE_MESSAGES.includes(message) && (name === 'TypeError' || name === undefined)) {
    return customError(NETWORK_ERROR_NAME, NETWORK_ERROR_MESSAGE);
  }
  const status = numberField(input, 'status') ?? numberField(input, 'statusCode');
  if (status !== undefined && (input.body !== undefined || input.data !== undefined || !name)) {
    return httpError({
      status,
      statusText: stringField(input, 'statusText'),
      body: input.body ?? input.data ?? (message ? { message } : undefined),
    });
  }
  return customError(name ?? 'Error', message ?? FALLBACK_ERROR_MESSAGE, status ?? DEFAULT_ERROR_STATUS);
}

/** True for aborted requests (navigation away, cancelled fetch): never reported to the user. */
export function isAbortError(input: unknown): boolean {
  const error = normalizeError(input);
  return error.kind === 'custom' && ABORT_NAMES.includes(error.name);
}

/**
 * SPEC §8: 401 is not shown (the auth flow handles it; auth-kind errors such as an expired session are
 * shown), aborted requests and the browser's "ResizeObserver loop" noise are ignored.
 */
export function shouldShowError(input: unknown): boolean {
  const error = normalizeError(input);
  if (error.kind !== 'auth' && error.statusCode === 401) return false;
  if (isAbortError(error)) return false;
  return !error.message.includes(RESIZE_OBSERVER_LOOP);
}

/** What the generic error modal shows for each kind (SPEC §8 "Modal display"). */
export function errorModalContent(error: AppError): { title: string; message: string } {
  switch (error.kind) {
    case 'auth':
      return {
        title: error.isSessionExpired ? AUTH_MESSAGES.sessionExpiredTitle : String(error.statusCode),
        message: error.message,
      };
    case 'http':
      return { title: `${error.statusCode}: ${error.errorResponse}`, message: error.message };
    case 'custom':
      return { title: error.name, message: error.message };
    case 'view-framework':
      return { title: `${error.name} in ${error.componentName}`, message: error.message };
    case 'window':
      return { title: FALLBACK_ERROR_TITLE, message: error.message };
  }
}
