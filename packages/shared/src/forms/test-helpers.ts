/** Test helper: the messages of a failed parse keyed by dotted path (first message per path). */
import type { z } from 'zod';

/** Flattens zod issues to `{ 'path.to.field': 'first message' }` so tests can assert exact words. */
export function firstErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
