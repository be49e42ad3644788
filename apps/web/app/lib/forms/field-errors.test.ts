import { changePasswordSchema } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { formText, violationFieldErrors, zodFieldErrors } from './field-errors';

describe('field errors', () => {
  it('keeps the first SPEC message per field of a shared schema', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({
      currentPassword: 'Please add a current password before submission',
      newPassword: 'Password must be at least 10 characters',
    });
  });

  it("maps the API's 422 violations by their first path segment", () => {
    expect(
      violationFieldErrors([
        { propertyPath: 'currentPassword', message: 'The current password is incorrect' },
        { propertyPath: 'currentPassword', message: 'second' },
        { propertyPath: 'address.city', message: 'Too long' },
        { propertyPath: '', message: 'Whole form' },
      ]),
    ).toEqual({ currentPassword: 'The current password is incorrect', address: 'Too long', form: 'Whole form' });
  });

  it('reads absent form fields as empty text', () => {
    const form = new FormData();
    form.set('a', 'x');
    expect(formText(form, 'a', 'b')).toEqual({ a: 'x', b: '' });
  });
});
