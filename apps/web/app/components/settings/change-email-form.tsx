import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_CHANGE_CODE_SENT_MESSAGE,
  type EmailChangeConfirmForm,
  type EmailChangeRequestForm,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
} from '@stride/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { useNotify } from '../notifications';
import { Button } from '../ui/button';
import { Text } from '../ui/typography';
import { TextInput } from '../ui/text-input';
import { FormAlert } from './form-alert';
import { CurrentPasswordInput, IntentForm, useIntentBusy } from './intent-form';

export const EMAIL_CHANGE_REQUEST_INTENT = 'email-change-request';
export const EMAIL_CHANGE_CONFIRM_INTENT = 'email-change-confirm';
export const EMAIL_CHANGED_MESSAGE =
  'Your e-mail address has been changed. Your other devices were signed out.';

/** What the settings action answers to either step of the e-mail change. */
export type ChangeEmailResult =
  | { intent: typeof EMAIL_CHANGE_REQUEST_INTENT; ok: true; email: string }
  | { intent: typeof EMAIL_CHANGE_CONFIRM_INTENT; ok: true }
  | {
      intent: typeof EMAIL_CHANGE_REQUEST_INTENT | typeof EMAIL_CHANGE_CONFIRM_INTENT;
      ok: false;
      errors: FieldErrors;
      email?: string;
    };

/**
 * Changing the account's e-mail (decision 020): the new address and the current password, then the
 * code mailed to the new address. Both steps are checked with the shared schemas, then by the API.
 */
export function ChangeEmailForm({ result }: { result: ChangeEmailResult | undefined }) {
  const pendingEmail =
    result?.intent === EMAIL_CHANGE_REQUEST_INTENT && result.ok
      ? result.email
      : result?.intent === EMAIL_CHANGE_CONFIRM_INTENT && !result.ok
        ? result.email
        : undefined;
  return pendingEmail ? (
    <ConfirmStep email={pendingEmail} result={result} />
  ) : (
    <RequestStep result={result} />
  );
}

function RequestStep({ result }: { result: ChangeEmailResult | undefined }) {
  const { notify } = useNotify();
  const busy = useIntentBusy(EMAIL_CHANGE_REQUEST_INTENT);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeRequestForm>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  useEffect(() => {
    if (!result) return;
    if (result.intent === EMAIL_CHANGE_CONFIRM_INTENT && result.ok)
      notify({ message: EMAIL_CHANGED_MESSAGE, kind: 'success' });
    if (result.intent !== EMAIL_CHANGE_REQUEST_INTENT || result.ok) return;
    for (const field of ['email', 'currentPassword'] as const) {
      const message = result.errors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [result, notify, setError]);
  const serverFormError =
    result && !result.ok && result.intent === EMAIL_CHANGE_REQUEST_INTENT ? result.errors.form : undefined;
  return (
    <IntentForm intent={EMAIL_CHANGE_REQUEST_INTENT} validate={handleSubmit}>
      {(Object.keys(errors).length > 0 || serverFormError) && <FormAlert message={serverFormError} />}
      <TextInput
        label="New e-mail address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <CurrentPasswordInput error={errors.currentPassword?.message} {...register('currentPassword')} />
      <div>
        <Button type="submit" loading={busy}>
          Send a code to the new address
        </Button>
      </div>
    </IntentForm>
  );
}

function ConfirmStep({ email, result }: { email: string; result: ChangeEmailResult | undefined }) {
  const busy = useIntentBusy(EMAIL_CHANGE_CONFIRM_INTENT);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeConfirmForm>({
    resolver: zodResolver(emailChangeConfirmSchema),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    if (result?.intent === EMAIL_CHANGE_CONFIRM_INTENT && !result.ok) {
      const message = result.errors.code ?? result.errors.form;
      if (message) setError('code', { type: 'server', message });
    }
  }, [result, setError]);
  return (
    <IntentForm intent={EMAIL_CHANGE_CONFIRM_INTENT} validate={handleSubmit}>
      <input type="hidden" name="email" value={email} />
      <Text size="sm" tone="muted" role="status">
        {EMAIL_CHANGE_CODE_SENT_MESSAGE} ({email})
      </Text>
      {Object.keys(errors).length > 0 && <FormAlert />}
      <TextInput
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <div>
        <Button type="submit" loading={busy}>
          Change e-mail address
        </Button>
      </div>
    </IntentForm>
  );
}
