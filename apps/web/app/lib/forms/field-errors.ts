/**
 * Field errors as forms show them: the first message per field, from our shared zod schemas (checked
 * again on the server) or from the API's 422 `violations`.
 */
import type { ZodError } from 'zod';
import type { Violation } from '../api/errors';

export type FieldErrors = Record<string, string>;

/** First message per top-level field of a zod error. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** First message per field of the API's violations (`propertyPath` may be nested: the first segment counts). */
export function violationFieldErrors(violations: readonly Violation[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const violation of violations) {
    const field = violation.propertyPath.split(/[.[]/)[0] || 'form';
    errors[field] ??= violation.message;
  }
  return errors;
}

/** Reads text fields of a submitted form (absent fields are ''). */
export function formText(form: FormData, ...names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}
