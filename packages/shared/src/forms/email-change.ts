/**
 * Changing the account's e-mail address (issue 14, decision 020): the current password, then the code
 * sent to the new address. The same two-step pattern serves any future sensitive change.
 */
import { z } from 'zod';
import { FIELD_LABELS, emailField, requiredText } from '../validation.js';
import { RESET_CODE_FORMAT_MESSAGE, RESET_CODE_LENGTH, existingPasswordField } from './account.js';

/** 422 on PATCH users/{id} when the e-mail differs: the address changes only through the confirmation. */
export const EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE =
  'To change your e-mail address, confirm it with your password and the code we send to the new address.';
/** Answer of a change request: the code went to the new address. */
export const EMAIL_CHANGE_CODE_SENT_MESSAGE =
  'We have sent a code to your new e-mail address. Type it here to confirm the change.';
/** Shown when the code is wrong, used, expired or tried too often (one answer for all). */
export const EMAIL_CHANGE_CODE_INVALID_MESSAGE = 'This code is not valid any more. Please ask for a new one.';
/** Minutes a change code works. */
export const EMAIL_CHANGE_CODE_TTL_MINUTES = 30;

/** POST users/email-change: the new address and the current password. */
export const emailChangeRequestSchema = z.object({
  email: emailField(),
  currentPassword: existingPasswordField(FIELD_LABELS.currentPassword),
});
export type EmailChangeRequestForm = z.infer<typeof emailChangeRequestSchema>;

/** POST users/email-change/confirm: the code from the e-mail sent to the new address. */
export const emailChangeConfirmSchema = z.object({
  code: requiredText(FIELD_LABELS.resetCode, 32)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: RESET_CODE_FORMAT_MESSAGE })),
});
export type EmailChangeConfirmForm = z.infer<typeof emailChangeConfirmSchema>;
