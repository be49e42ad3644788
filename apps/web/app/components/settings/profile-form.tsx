import { zodResolver } from '@hookform/resolvers/zod';
import { type CountriesList, type SettingsForm, settingsFormSchema } from '@stride/shared';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import type { FieldErrors } from '../../lib/forms/field-errors';
import type { CurrentUser } from '../../lib/session';
import { CountrySelect } from '../join-dialog/country-select';
import { useNotify } from '../notifications';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { DateInput } from '../ui/date-input';
import { TextInput } from '../ui/text-input';
import { ContactFields, NameFields } from '../ui/person-fields';
import { FormAlert } from '../join-dialog/form-alert';
import {
  PROFILE_FLAG_FIELDS,
  PROFILE_TEXT_FIELDS,
  profileFormData,
  profileValuesFrom,
} from './profile-values';

/** What the settings action answers to a profile submission. */
export type ProfileResult = { ok: true; user: CurrentUser } | { ok: false; errors: FieldErrors };

export const PROFILE_SAVED_MESSAGE = 'Your details have been saved.';

/**
 * SPEC §3 settings form: account details and contact preferences, checked with the shared schema
 * (phone optional, 10–20 characters), saved with PATCH users/{id} through the settings action; the answer
 * replaces the current user, and the API's violations show on their fields.
 */
export function ProfileForm({ user, countries }: { user: CurrentUser; countries: CountriesList | null }) {
  const fetcher = useFetcher<ProfileResult>({ key: 'profile' });
  const { notify } = useNotify();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: profileValuesFrom(user),
  });

  const handled = useRef<ProfileResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      reset(profileValuesFrom(result.user));
      notify({ kind: 'success', message: PROFILE_SAVED_MESSAGE });
      return;
    }
    for (const field of [...PROFILE_TEXT_FIELDS, ...PROFILE_FLAG_FIELDS]) {
      const message = result.errors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [fetcher.data, fetcher.state, notify, reset, setError]);

  const busy = fetcher.state !== 'idle';
  const serverFormError = fetcher.data && !fetcher.data.ok ? fetcher.data.errors.form : undefined;
  const invalid = Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      aria-labelledby="account-details"
      className="grid gap-4"
      onSubmit={(event) =>
        void handleSubmit((values) => fetcher.submit(profileFormData(values), { method: 'post' }))(event)
      }
    >
      {serverFormError ? <FormAlert title="Not saved" message={serverFormError} /> : invalid && <FormAlert />}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} />
        <ContactFields register={register} errors={errors} phoneHint="Optional, 10 to 20 characters" />
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateInput
              label="Date of birth"
              autoComplete="bday"
              hint="Optional"
              error={errors.dateOfBirth?.message}
              {...field}
            />
          )}
        />
        <CountrySelect
          label="Country"
          countries={countries}
          error={errors.countryCode?.message}
          {...register('countryCode')}
        />
      </div>
      <TextInput
        label="Address"
        autoComplete="address-line1"
        hint="Optional"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        hint="Optional"
        error={errors.address2?.message}
        {...register('address2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="City"
          autoComplete="address-level2"
          hint="Optional"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextInput
          label="Postal code"
          autoComplete="postal-code"
          hint="Optional"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </div>
      <fieldset className="mt-2 grid gap-3 rounded-2xl border border-line/80 p-4">
        <legend className="px-1 text-sm font-semibold text-fg">Contact preferences</legend>
        <Checkbox
          label="You may contact me by e-mail"
          error={errors.contactByEmail?.message}
          {...register('contactByEmail')}
        />
        <Checkbox
          label="You may contact me by phone"
          error={errors.contactByPhone?.message}
          {...register('contactByPhone')}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={!isDirty && !busy}>
          Save details
        </Button>
      </div>
    </form>
  );
}
