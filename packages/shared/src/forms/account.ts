/** Registration, sign-in and change-password forms (the API's /register and /login pages, POST change-password). */
import { z } from 'zod';
import {
  FIELD_LABELS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  emailField,
  passwordField,
  requiredMessage,
} from '../validation.js';
import { firstnameField, lastnameField, termsField } from './fields.js';

/** An existing password: required and bounded, never trimmed or rule-checked (old passwords stay valid). */
function existingPasswordField(label: string) {
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
