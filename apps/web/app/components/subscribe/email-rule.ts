/**
 * The newsletter's e-mail check without zod, so the home page does not ship a schema library for one
 * field. Same words and pattern as the shared `emailField()` (a test keeps the two identical).
 */
import {
  EMAIL_MAX_LENGTH,
  FIELD_LABELS,
  incorrectFormatMessage,
  requiredMessage,
  tooLongMessage,
} from '@stride/shared';

/** zod's e-mail pattern (z.regexes.email), which the API's emailField() applies. */
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);

/** SPEC §5 message for the e-mail, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return requiredMessage(FIELD_LABELS.email);
  if (email.length > EMAIL_MAX_LENGTH) return tooLongMessage(FIELD_LABELS.email, EMAIL_MAX_LENGTH);
  if (!EMAIL_PATTERN.test(email)) return incorrectFormatMessage('email');
  return null;
}
