/**
 * What the form actions answer the browser (join, subscribe, contact): success with the API's answer, or
 * the failure reduced to status, message and field violations (SPEC §5, §8). Safe for client bundles.
 */
import { httpError } from '@stride/shared';
import type { Violation } from '../api/errors';

export type FormResult<T = unknown> =
  { ok: true; data: T } | { ok: false; status: number; message: string; violations: Violation[] };

/**
 * Field errors from violations, keyed by form field: `fieldOf` maps a propertyPath to a field (null to
 * drop it). The first message per field wins, as a form shows one line per field.
 */
export function fieldErrors(
  violations: readonly Violation[],
  fieldOf: (propertyPath: string) => string | null = (path) => path,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const violation of violations) {
    const field = fieldOf(violation.propertyPath);
    if (field && !(field in errors)) errors[field] = violation.message;
  }
  return errors;
}

/** The failure as an SPEC §3 HTTP error, for the general error handler (`reportError`). */
export function failureAsHttpError(result: Extract<FormResult, { ok: false }>) {
  return httpError({ status: result.status, body: { code: result.status, message: result.message } });
}
