/**
 * Profile-shaped forms of SPEC §3: the syndicate join form, the anonymous join request and the settings
 * form. The same schemas validate react-hook-form input and the API bodies.
 */
import { z } from 'zod';
import { referenceField } from '../references.js';
import {
  DATE_OF_BIRTH_MAX_AGE,
  DATE_OF_BIRTH_MIN_AGE,
  FIELD_LABELS,
  dateOfBirthField,
  emailField,
  optionalDateOfBirthField,
  optionalPhoneField,
  optionalText,
  requiredMessage,
  requiredText,
} from '../validation.js';
import {
  countryCodeField,
  firstnameField,
  lastnameField,
  optionalCountryCodeField,
  termsField,
} from './fields.js';

const POSTAL_CODE_MAX_LENGTH = 20;
const AGE_BOUNDS = { minAge: DATE_OF_BIRTH_MIN_AGE, maxAge: DATE_OF_BIRTH_MAX_AGE };

/** Join-syndicate dialog form of a logged-in user (prefilled from the profile). */
export const syndicateJoinFormSchema = z.object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  email: emailField(),
  phone: optionalPhoneField(),
  dateOfBirth: dateOfBirthField(AGE_BOUNDS),
  address: requiredText(FIELD_LABELS.address),
  address2: optionalText(FIELD_LABELS.address2),
  city: requiredText(FIELD_LABELS.city),
  countryCode: countryCodeField(),
  postalCode: optionalText(FIELD_LABELS.postalCode, POSTAL_CODE_MAX_LENGTH),
  terms: termsField(),
});
export type SyndicateJoinForm = z.infer<typeof syndicateJoinFormSchema>;

/** Quick request form of a visitor (POST syndicate-anonymous-join-requests). */
export const anonymousJoinRequestSchema = z.object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  email: emailField(),
  phoneNumber: optionalPhoneField(),
  syndicate: referenceField('syndicates', requiredMessage(FIELD_LABELS.syndicate)),
});
export type AnonymousJoinRequest = z.output<typeof anonymousJoinRequestSchema>;
export type AnonymousJoinRequestInput = z.input<typeof anonymousJoinRequestSchema>;

/**
 * Form field of each anonymous-join body property, so server violations (propertyPath) show on the
 * right input (SPEC §5: firstname, lastname, email, phone).
 */
export const ANONYMOUS_JOIN_VIOLATION_FIELDS: Readonly<Record<string, string>> = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  phoneNumber: 'phone',
  phone: 'phone',
};

/** Account details on the settings page; also the body of PATCH users/{id} (use `.partial()` there). */
export const settingsFormSchema = z.object({
  email: emailField(),
  phone: optionalPhoneField(),
  countryCode: optionalCountryCodeField(),
  firstname: firstnameField(),
  lastname: lastnameField(),
  dateOfBirth: optionalDateOfBirthField(AGE_BOUNDS),
  address: optionalText(FIELD_LABELS.address),
  address2: optionalText(FIELD_LABELS.address2),
  city: optionalText(FIELD_LABELS.city),
  postalCode: optionalText(FIELD_LABELS.postalCode, POSTAL_CODE_MAX_LENGTH),
  contactByEmail: z.boolean(),
  contactByPhone: z.boolean(),
});
export type SettingsForm = z.infer<typeof settingsFormSchema>;
