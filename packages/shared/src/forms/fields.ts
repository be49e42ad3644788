/**
 * Field rules shared by several forms (names, country, terms, booleans), built from validation.ts so every
 * form reports the same words.
 */
import { z } from 'zod';
import { isCountryCode } from '../countries.js';
import {
  FIELD_LABELS,
  NAME_MAX_LENGTH,
  TERMS_REQUIRED_MESSAGE,
  requiredMessage,
  requiredText,
} from '../validation.js';

export const COUNTRY_INVALID_MESSAGE = 'Please select a country from the list';

/** Required first name, ≤ 100 characters. */
export const firstnameField = () => requiredText(FIELD_LABELS.firstname, NAME_MAX_LENGTH);
/** Required last name, ≤ 100 characters. */
export const lastnameField = () => requiredText(FIELD_LABELS.lastname, NAME_MAX_LENGTH);

/** Required country select holding an ISO 3166-1 alpha-2 code. */
export function countryCodeField() {
  return z
    .string({ error: requiredMessage(FIELD_LABELS.countryCode) })
    .trim()
    .min(1, { error: requiredMessage(FIELD_LABELS.countryCode), abort: true })
    .refine(isCountryCode, { error: COUNTRY_INVALID_MESSAGE });
}

/** Optional country select: empty or a known code. */
export function optionalCountryCodeField() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isCountryCode(value), { error: COUNTRY_INVALID_MESSAGE })
    .optional();
}

/** Terms and privacy checkbox: a boolean that must be ticked (SPEC §5). */
export function termsField() {
  return z
    .boolean({ error: TERMS_REQUIRED_MESSAGE })
    .refine((value) => value, { error: TERMS_REQUIRED_MESSAGE });
}
