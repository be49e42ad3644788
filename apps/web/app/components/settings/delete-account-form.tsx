import { COMMENT_MAX_LENGTH, type RemovedUserReason } from '@stride/shared';
import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { Spinner } from '../ui/spinner';
import { Checkbox } from '../ui/checkbox';
import { FormAlert } from './form-alert';

export const DELETION_CONFIRM_MESSAGE = 'Please confirm that you want to delete your account';

export interface DeleteAccountFormProps {
  reasons: RemovedUserReason[];
  errors?: FieldErrors;
}

/**
 * The deletion request (POST users/profile-deletion-request): an optional reason from the list, an
 * optional note, and an explicit confirmation, since the account cannot come back.
 */
export function DeleteAccountForm({ reasons, errors = {} }: DeleteAccountFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form method="post" className="grid gap-6">
      {hasErrors && <FormAlert message={errors.form} />}
      {reasons.length > 0 && (
        <fieldset className="grid gap-2" aria-describedby={errors.reason ? 'reason-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-fg">Why are you leaving? (optional)</legend>
          {reasons.map((reason) => (
            <label
              key={reason.id}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-line px-4 py-3 text-[0.9375rem] text-fg transition-colors hover:border-fg-subtle/60 has-[:checked]:border-brand-ink has-[:checked]:bg-brand-soft/50"
            >
              <input type="radio" name="reason" value={reason.id} className="size-4 accent-brand-ink" />
              {reason.label}
            </label>
          ))}
          {errors.reason && (
            <p id="reason-error" className="text-sm font-medium text-danger">
              {errors.reason}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="reasonText" className="text-sm font-semibold text-fg">
          Anything else you would like to tell us? (optional)
        </label>
        <textarea
          id="reasonText"
          name="reasonText"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={errors.reasonText ? true : undefined}
          aria-describedby={errors.reasonText ? 'reasonText-error' : undefined}
          className="w-full rounded-control border border-line bg-surface px-4 py-3 text-base text-fg focus-visible:border-brand-ink focus-visible:ring-4 focus-visible:ring-brand/25 focus-visible:outline-none"
        />
        {errors.reasonText && (
          <p id="reasonText-error" className="text-sm font-medium text-danger">
            {errors.reasonText}
          </p>
        )}
      </div>
      <Checkbox
        name="confirm"
        value="yes"
        required
        error={errors.confirm}
        label="I understand that my account, my memberships and my personal data will be deleted and cannot be restored."
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-danger px-5 text-[0.9375rem] font-semibold text-white transition-[filter,transform] hover:brightness-110 active:scale-[0.98] disabled:opacity-55"
        >
          {busy && <Spinner size="sm" label={null} />}
          Delete my account
        </button>
      </div>
    </Form>
  );
}
