/**
 * Errors a service or handler throws on purpose; the error handler turns them into the API's
 * `{ code, message, violations? }` body with the right status.
 */
export interface Violation {
  propertyPath: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly violations?: Violation[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 for an object that does not exist or that the caller may not know exists. */
export function notFound(what = 'Resource'): HttpError {
  return new HttpError(404, `${what} not found`);
}

/** 403 when the caller is known but not allowed. */
export function forbidden(message = 'You do not have access rights to this resource'): HttpError {
  return new HttpError(403, message);
}

/** 401 when the caller is not (validly) authenticated. */
export function unauthorized(message = 'You must log in to get the requested resource'): HttpError {
  return new HttpError(401, message);
}

/** 422 with field-level violations (ARCHITECTURE "API conventions"). */
export function unprocessable(violations: Violation[], message = 'Validation failed'): HttpError {
  return new HttpError(422, message, violations);
}

/** 400 for malformed input that is not a field violation (bad paging, bad JSON). */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}
