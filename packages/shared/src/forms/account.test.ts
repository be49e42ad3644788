import { describe, expect, it } from 'vitest';
import {
  RESET_CODE_FORMAT_MESSAGE,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from './account.js';
import { firstErrors } from './test-helpers.js';

describe('registrationSchema', () => {
  const form = { firstname: 'A', lastname: 'B', email: 'a@b.ie', password: 'Racehorse1!', terms: true };

  it('accepts a strong password and ticked terms', () => {
    expect(registrationSchema.parse(form)).toEqual(form);
  });

  it('reports the first broken password rule and unticked terms', () => {
    expect(firstErrors(registrationSchema, { ...form, password: 'racehorse1!', terms: false })).toEqual({
      password: 'Password must contain at least one uppercase letter',
      terms: 'Please accept the terms and conditions and the privacy policy',
    });
  });
});

describe('loginSchema', () => {
  it('needs e-mail and password but not the password rules', () => {
    expect(loginSchema.safeParse({ email: 'a@b.ie', password: 'old' }).success).toBe(true);
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Please add an email address before submission',
      password: 'Please add a password before submission',
    });
  });
});

describe('changePasswordSchema', () => {
  it('checks the new password and that it differs', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'Racehorse1!' }).success,
    ).toBe(true);
    expect(firstErrors(changePasswordSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Please add a current password before submission',
      newPassword: 'Password must be at least 10 characters',
    });
    expect(
      firstErrors(changePasswordSchema, { currentPassword: 'Racehorse1!', newPassword: 'Racehorse1!' }),
    ).toEqual({
      newPassword: 'New password must be different from the current password',
    });
  });
});

describe('forgot and reset password', () => {
  it('asks for a well-formed e-mail address', () => {
    expect(firstErrors(forgotPasswordSchema, { email: '' })).toEqual({
      email: 'Please add an email address before submission',
    });
    expect(firstErrors(forgotPasswordSchema, { email: 'owner@' })).toEqual({
      email: 'Email incorrect format',
    });
  });

  it('takes the eight digits of the code with stray spaces removed, and a password that obeys the rules', () => {
    expect(
      resetPasswordSchema.parse({ email: 'a@b.ie', code: ' 1234 5678 ', password: 'Racehorse1!' }),
    ).toEqual({ email: 'a@b.ie', code: '12345678', password: 'Racehorse1!' });
    expect(firstErrors(resetPasswordSchema, { email: 'a@b.ie', code: '', password: 'short' })).toEqual({
      code: 'Please add a code before submission',
      password: 'Password must be at least 10 characters',
    });
    expect(
      firstErrors(resetPasswordSchema, { email: 'a@b.ie', code: '1234567a', password: 'Racehorse1!' }),
    ).toEqual({ code: RESET_CODE_FORMAT_MESSAGE });
  });
});
