/**
 * The name and contact fields every form about a person shares (join requests of members and visitors,
 * the profile form): the same labels, autocomplete hints and error wiring, so they read and fill the same
 * way everywhere. Fragments, so each form lays them out in its own grid.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './text-input';

export type PersonFieldName = 'firstname' | 'lastname' | 'email' | 'phone';

export interface PersonFieldsProps {
  /** The form's react-hook-form `register` (any form holding these four fields). */
  register: (name: PersonFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<PersonFieldName, { message?: string | undefined } | undefined>>;
}

/** First and last name, both required. */
export function NameFields({ register, errors }: PersonFieldsProps) {
  return (
    <>
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.lastname?.message}
        {...register('lastname')}
      />
    </>
  );
}

/** E-mail (required) and phone (optional; `phoneHint` says what is accepted). */
export function ContactFields({
  register,
  errors,
  phoneHint = 'Optional',
}: PersonFieldsProps & { phoneHint?: string }) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint={phoneHint}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}
