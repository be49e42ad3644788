import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordForm as ChangePasswordValues,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  changePasswordSchema,
} from '@stride/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { useNotify } from '../notifications';
import { Button } from '../ui/button';
import { TextInput } from '../ui/text-input';
import { FormAlert } from './form-alert';
import { CurrentPasswordInput, IntentForm, useIntentBusy } from './intent-form';

/** What the settings action answers to a change-password submission. */
export type ChangePasswordResult = { ok: true } | { ok: false; errors: FieldErrors };

export const CHANGE_PASSWORD_INTENT = 'change-password';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Change password (SPEC §2 settings): checked in the browser with the shared schema, then by the server
 * action (POST change-password); works without JavaScript too. Success is announced as a notification.
 */
export function ChangePasswordForm({ result }: { result: ChangePasswordResult | undefined }) {
  const { notify } = useNotify();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      notify({ message: PASSWORD_CHANGED_MESSAGE, kind: 'success' });
      reset();
      return;
    }
    for (const field of FIELDS) {
      const message = result.errors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [result, notify, reset, setError]);

  const busy = useIntentBusy(CHANGE_PASSWORD_INTENT);
  const serverFormError = result && !result.ok ? result.errors.form : undefined;
  const invalid = Object.keys(errors).length > 0;

  return (
    <IntentForm intent={CHANGE_PASSWORD_INTENT} validate={handleSubmit}>
      {(invalid || serverFormError) && <FormAlert message={serverFormError} />}
      <CurrentPasswordInput error={errors.currentPassword?.message} {...register('currentPassword')} />
      <TextInput
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a digit and one of ${PASSWORD_SPECIAL_CHARACTERS}`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <div>
        <Button type="submit" loading={busy}>
          Change password
        </Button>
      </div>
    </IntentForm>
  );
}
