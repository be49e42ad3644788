import { describe, expect, it } from 'vitest';
import {
  authError,
  customError,
  errorModalContent,
  httpError,
  isAbortError,
  normalizeError,
  shouldShowError,
  unknownMiddlewareError,
  windowError,
} from './app-errors.js';
import { ERROR_STATUS_MESSAGES, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './errors.js';

describe('httpError', () => {
  it('lets the server message and code win', () => {
    expect(httpError({ status: 400, body: { code: 422, message: 'Email incorrect format' } })).toEqual({
      kind: 'http',
      statusCode: 422,
      errorResponse: 'An error occurred',
      message: 'Email incorrect format',
    });
  });

  it('falls back to the status defaults and 500', () => {
    expect(httpError({ status: 404 })).toMatchObject({ statusCode: 404, errorResponse: 'Not Found' });
    expect(httpError({ status: 404 }).message).toBe(ERROR_STATUS_MESSAGES[404]);
    expect(httpError({}).statusCode).toBe(500);
    expect(httpError({ status: 502, statusText: 'Bad Gateway!' }).errorResponse).toBe('Bad Gateway!');
  });
});

describe('authError', () => {
  it('reports an invalid refresh token as an expired session', () => {
    expect(authError({ statusCode: 400, invalidRefreshToken: true })).toEqual({
      kind: 'auth',
      statusCode: 400,
      message: 'Your login session was expired.',
      isSessionExpired: true,
    });
  });

  it('uses the server message, else the unknown-auth message, status 500 by default', () => {
    expect(authError({ serverMessage: 'invalid_client' }).message).toBe('invalid_client');
    expect(authError({})).toEqual({
      kind: 'auth',
      statusCode: 500,
      message: 'Unknown authentication error. Please contact support team',
      isSessionExpired: false,
    });
  });
});

describe('normalizeError', () => {
  it('keeps AppErrors as they are', () => {
    const error = customError('UploadError', 'Error occurred while uploading files.');
    expect(normalizeError(error)).toBe(error);
  });

  it('turns Errors into custom errors with status 500', () => {
    expect(normalizeError(new RangeError('bad range'))).toEqual({
      kind: 'custom',
      name: 'RangeError',
      message: 'bad range',
      statusCode: 500,
    });
  });

  it('turns response-like objects into http errors', () => {
    expect(normalizeError({ status: 403, body: { message: 'No access' } })).toMatchObject({
      kind: 'http',
      statusCode: 403,
      message: 'No access',
    });
    expect(normalizeError({ statusCode: 409, data: {} })).toMatchObject({ kind: 'http', statusCode: 409 });
  });

  it('recognises network failures', () => {
    expect(normalizeError(new TypeError('Failed to fetch'))).toMatchObject({
      name: 'NetworkError',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('handles strings, junk and caller context', () => {
    expect(normalizeError('boom')).toMatchObject({ kind: 'custom', message: 'boom' });
    expect(normalizeError(42)).toMatchObject({
      kind: 'custom',
      message: FALLBACK_ERROR_MESSAGE,
      statusCode: 500,
    });
    expect(normalizeError(new Error('x'), { source: 'window' })).toEqual(windowError('x'));
    expect(
      normalizeError(new Error('render'), { source: 'view-framework', componentName: 'UpdateCard' }),
    ).toEqual({
      kind: 'view-framework',
      name: 'Error',
      componentName: 'UpdateCard',
      message: 'render',
      statusCode: 500,
    });
  });

  it('gives unknown middleware a 500', () => {
    expect(unknownMiddlewareError('syndicat').statusCode).toBe(500);
  });
});

describe('shouldShowError', () => {
  it('hides 401, aborted requests and the ResizeObserver loop message', () => {
    expect(shouldShowError(httpError({ status: 401 }))).toBe(false);
    expect(shouldShowError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(isAbortError({ name: 'AbortError', message: 'aborted' })).toBe(true);
    expect(
      shouldShowError(windowError('ResizeObserver loop completed with undelivered notifications.')),
    ).toBe(false);
  });

  it('shows other errors, including an expired session', () => {
    expect(shouldShowError(httpError({ status: 500 }))).toBe(true);
    expect(shouldShowError(authError({ statusCode: 401, invalidRefreshToken: true }))).toBe(true);
    expect(shouldShowError(new Error('x'))).toBe(true);
  });
});

describe('errorModalContent', () => {
  it('formats each kind as SPEC §8 says', () => {
    expect(errorModalContent(authError({ invalidRefreshToken: true }))).toEqual({
      title: 'Session expired',
      message: 'Your login session was expired.',
    });
    expect(errorModalContent(authError({ statusCode: 400, serverMessage: 'bad' }))).toEqual({
      title: '400',
      message: 'bad',
    });
    expect(errorModalContent(httpError({ status: 404, body: { message: 'Horse not found' } }))).toEqual({
      title: '404: Not Found',
      message: 'Horse not found',
    });
    expect(errorModalContent(customError('UploadError', 'failed'))).toEqual({
      title: 'UploadError',
      message: 'failed',
    });
    expect(
      errorModalContent(
        normalizeError(new TypeError('x'), { source: 'view-framework', componentName: 'Header' }),
      ),
    ).toEqual({ title: 'TypeError in Header', message: 'x' });
    expect(errorModalContent(windowError('oops'))).toEqual({ title: 'An error occurred', message: 'oops' });
  });
});
