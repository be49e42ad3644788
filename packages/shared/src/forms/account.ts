/** Registration, sign-in and change-password forms (the API's /register and /login pages, POST change-password). */
import { z } from 'zod';
import {
  FIELD_LABELS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  emailField,
  passwordField,
  requiredMessage,
  requiredText,
} from '../validation.js';
import { firstnameField, lastnameField, termsField } from './fields.js';

/** An existing password: required and bounded, never trimmed or rule-checked (old passwords stay valid). */
export function existingPasswordField(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong });
}

/** Registration form. */
export const registrationSchema = z.object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  email: emailField(),
  password: passwordField(),
  terms: termsField(),
});
export type RegistrationForm = z.infer<typeof registrationSchema>;

/** Sign-in form. */
export const loginSchema = z.object({
  email: emailField(),
  password: existingPasswordField(FIELD_LABELS.password),
});
export type LoginForm = z.infer<typeof loginSchema>;

/** Change-password form: the new password obeys the rules and differs from the current one. */
export const changePasswordSchema = z
  .object({
    currentPassword: existingPasswordField(FIELD_LABELS.currentPassword),
    newPassword: passwordField(FIELD_LABELS.newPassword),
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    error: PASSWORD_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** Digits in a password-reset code (sent by e-mail, typed on the reset page — never part of a URL). */
export const RESET_CODE_LENGTH = 8;
/** Minutes a reset code works after it was sent. */
export const RESET_CODE_TTL_MINUTES = 30;
/** Shown when the code is wrong, used, expired or tried too often (one answer for all). */
export const RESET_CODE_INVALID_MESSAGE = 'This code is not valid any more. Please ask for a new one.';
/** Shown for a code that is not eight digits. */
export const RESET_CODE_FORMAT_MESSAGE = `The code is the ${RESET_CODE_LENGTH} digits from the e-mail`;

/** "Forgot your password?": the account's e-mail address. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** Setting a new password with the code from the e-mail; the new password obeys the SPEC §5 rules. */
export const resetPasswordSchema = z.object({
  email: emailField(),
  code: requiredText(FIELD_LABELS.resetCode, 32)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: RESET_CODE_FORMAT_MESSAGE })),
  password: passwordField(FIELD_LABELS.newPassword),
});
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
