/**
 * The settings form's values (SPEC §3 settings form) to and from the current user and a form submission,
 * shared by the form (browser) and the settings action (server).
 */
import type { SettingsForm } from '@stride/shared';
import type { CurrentUser } from '../../lib/session';

export const PROFILE_INTENT = 'profile';

/** The settings form fields in SPEC §3 order. */
export const PROFILE_TEXT_FIELDS = [
  'email',
  'phone',
  'countryCode',
  'firstname',
  'lastname',
  'dateOfBirth',
  'address',
  'address2',
  'city',
  'postalCode',
] as const;
export const PROFILE_FLAG_FIELDS = ['contactByEmail', 'contactByPhone'] as const;

/** Form values of the form, every text present ('' for nothing). */
export type ProfileValues = Required<SettingsForm>;

/** The form's starting values from the signed-in user (null fields become ''). */
export function profileValuesFrom(
  user: Pick<CurrentUser, (typeof PROFILE_TEXT_FIELDS)[number] | (typeof PROFILE_FLAG_FIELDS)[number]>,
): ProfileValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    email: text(user.email),
    phone: text(user.phone),
    countryCode: text(user.countryCode),
    firstname: text(user.firstname),
    lastname: text(user.lastname),
    dateOfBirth: text(user.dateOfBirth),
    address: text(user.address),
    address2: text(user.address2),
    city: text(user.city),
    postalCode: text(user.postalCode),
    contactByEmail: user.contactByEmail,
    contactByPhone: user.contactByPhone,
  };
}

/** The submission as FormData (flags as 'true' / 'false'). */
export function profileFormData(values: SettingsForm): FormData {
  const form = new FormData();
  form.set('intent', PROFILE_INTENT);
  for (const field of PROFILE_TEXT_FIELDS) form.set(field, values[field] ?? '');
  for (const field of PROFILE_FLAG_FIELDS) form.set(field, values[field] ? 'true' : 'false');
  return form;
}

/** Reads a submission back into the shape the shared schema checks. */
export function profileInput(form: FormData): Record<string, string | boolean> {
  const input: Record<string, string | boolean> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === 'string' ? value : '';
  }
  for (const field of PROFILE_FLAG_FIELDS) input[field] = form.get(field) === 'true';
  return input;
}
