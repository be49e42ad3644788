import { zodResolver } from '@hookform/resolvers/zod';
import type { CountriesList } from '@stride/shared';
import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CurrentUser } from '../../lib/session';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { DateInput } from '../ui/date-input';
import { TextInput } from '../ui/text-input';
import { ContactFields, NameFields } from '../ui/person-fields';
import { CountrySelect } from './country-select';
import { FormAlert } from './form-alert';
import { type MemberJoinValues, memberFieldOf, memberJoinFormSchema } from './join-schemas';
import { TermsLabel } from './terms-label';
import { useJoinSubmit } from './use-join-submit';

/** The profile fields the form starts from; anything missing starts empty. */
export type JoinProfile = Partial<
  Pick<
    CurrentUser,
    | 'firstname'
    | 'lastname'
    | 'email'
    | 'phone'
    | 'dateOfBirth'
    | 'address'
    | 'address2'
    | 'city'
    | 'countryCode'
    | 'postalCode'
  >
>;

/** Form values prefilled from the profile (null fields become ''). */
export function prefillFrom(profile: JoinProfile): MemberJoinValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    firstname: text(profile.firstname),
    lastname: text(profile.lastname),
    email: text(profile.email),
    phone: text(profile.phone),
    dateOfBirth: text(profile.dateOfBirth),
    address: text(profile.address),
    address2: text(profile.address2),
    city: text(profile.city),
    countryCode: text(profile.countryCode),
    postalCode: text(profile.postalCode),
    terms: false,
  };
}

export interface MemberJoinFormProps {
  syndicateId: number;
  profile: JoinProfile;
  countries: CountriesList | null;
  onSuccess: () => void;
}

/** A signed-in user's join form (SPEC §2): prefilled from the profile, terms box gating submit. */
export default function MemberJoinForm({ syndicateId, profile, countries, onSuccess }: MemberJoinFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<MemberJoinValues>({
    resolver: zodResolver(memberJoinFormSchema),
    defaultValues: prefillFrom(profile),
  });
  const setFieldError = useCallback(
    (field: string, message: string) =>
      setError(field as keyof MemberJoinValues, { type: 'server', message }),
    [setError],
  );
  const { submit, busy, problem } = useJoinSubmit({
    syndicateId,
    fieldOf: memberFieldOf,
    setFieldError,
    onSuccess,
  });
  const termsAccepted = watch('terms') === true;
  const invalid = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ terms: _terms, ...values }) => submit(values))(event)}
      className="grid gap-4"
    >
      {problem?.kind === 'request' ? (
        <FormAlert title="Your request was not sent" message={problem.message} />
      ) : (
        (invalid || problem?.kind === 'fields') && <FormAlert />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} />
        <ContactFields register={register} errors={errors} />
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateInput
              label="Date of birth"
              autoComplete="bday"
              required
              error={errors.dateOfBirth?.message}
              {...field}
            />
          )}
        />
        <CountrySelect
          label="Country"
          countries={countries}
          required
          error={errors.countryCode?.message}
          {...register('countryCode')}
        />
      </div>
      <TextInput
        label="Address"
        autoComplete="address-line1"
        required
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
          required
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
      <Checkbox label={<TermsLabel />} error={errors.terms?.message} {...register('terms')} />
      <Button type="submit" block size="lg" disabled={!termsAccepted} loading={busy}>
        Send request
      </Button>
    </form>
  );
}
