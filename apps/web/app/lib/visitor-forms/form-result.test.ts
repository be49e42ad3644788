import { describe, expect, it } from 'vitest';
import { failureAsHttpError, fieldErrors } from './form-result';

describe('form results', () => {
  it('keeps the first violation per field and maps paths to fields', () => {
    const violations = [
      { propertyPath: 'email', message: 'first' },
      { propertyPath: 'email', message: 'second' },
      { propertyPath: 'phoneNumber', message: 'phone problem' },
      { propertyPath: 'syndicate', message: 'dropped' },
    ];
    expect(
      fieldErrors(violations, (p) => (p === 'syndicate' ? null : p === 'phoneNumber' ? 'phone' : p)),
    ).toEqual({
      email: 'first',
      phone: 'phone problem',
    });
  });

  it('turns a failure into the SPEC §3 HTTP error the error modal shows', () => {
    expect(
      failureAsHttpError({
        ok: false,
        status: 429,
        message: 'Too many requests, please try again later.',
        violations: [],
      }),
    ).toEqual({
      kind: 'http',
      statusCode: 429,
      errorResponse: 'Too Many Requests',
      message: 'Too many requests, please try again later.',
    });
  });
});
